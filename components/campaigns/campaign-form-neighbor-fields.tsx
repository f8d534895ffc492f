'use client';

import { fieldStyles } from '@/components/ui/styles';
import {
  DEMOGRAPHIC_LABELS,
  DEMOGRAPHIC_TARGETS,
  NEIGHBOR_COUNT,
  type DemographicTarget,
} from '@/lib/campaigns/demographics';
import { ProMark } from './campaign-form-type';

export type NeighborSettings = { demographics: DemographicTarget; neighborCount: number; includeCondo: boolean };

/**
 * A neighbor campaign's settings: demographic target (Pro beyond "all"), how many neighbors, and
 * condos. A Single Send keeps the settings it had as hidden fields: they come back with the type.
 */
export function CampaignNeighborFields({
  type,
  isPro,
  settings,
  onDemographic,
  onChange,
}: {
  type: 'single' | 'neighbor';
  isPro: boolean;
  settings: NeighborSettings;
  /** A demographic picked: the form decides whether it is allowed (Pro) or offers the upgrade. */
  onDemographic: (value: DemographicTarget) => void;
  onChange: (settings: NeighborSettings) => void;
}) {
  const { demographics, neighborCount, includeCondo } = settings;
  if (type !== 'neighbor') {
    return (
      <>
        <input type="hidden" name="demographics" value={demographics} />
        <input type="hidden" name="neighbor_count" value={neighborCount} />
        {includeCondo && <input type="hidden" name="include_condo" value="on" />}
      </>
    );
  }
  return (
    <>
      <div>
        <label htmlFor="campaign-demographics" className={fieldStyles.label}>
          Demographic target {!isPro && <ProMark />}
        </label>
        <select
          id="campaign-demographics"
          name="demographics"
          value={demographics}
          onChange={(e) => onDemographic(e.target.value as DemographicTarget)}
          className={fieldStyles.input}
        >
          {DEMOGRAPHIC_TARGETS.map((key) => (
            <option key={key} value={key}>
              {DEMOGRAPHIC_LABELS[key]}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="campaign-neighbors" className={fieldStyles.label}>
          Neighbors: <span className="tabular-nums">{neighborCount}</span>
        </label>
        <input
          id="campaign-neighbors"
          name="neighbor_count"
          type="range"
          min={NEIGHBOR_COUNT.min}
          max={NEIGHBOR_COUNT.max}
          step={NEIGHBOR_COUNT.step}
          value={neighborCount}
          onChange={(e) => onChange({ ...settings, neighborCount: Number(e.target.value) })}
          className="mt-2 w-full accent-brand-600"
        />
        <div className="flex justify-between text-xs text-slate-500">
          <span>{NEIGHBOR_COUNT.min}</span>
          <span>{NEIGHBOR_COUNT.max}</span>
        </div>
      </div>
      <label className="flex items-center gap-2 text-sm text-slate-700">
        <input
          type="checkbox"
          name="include_condo"
          checked={includeCondo}
          onChange={(e) => onChange({ ...settings, includeCondo: e.target.checked })}
          className="accent-brand-600"
        />
        Include condos
      </label>
    </>
  );
}
