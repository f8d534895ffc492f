'use client';

import type { FormHTMLAttributes } from 'react';
import { ColumnMapper } from '@/components/bulk/column-mapper';
import { CsvFileField } from '@/components/bulk/csv-file-field';
import { downloadCsv } from '@/components/bulk/download-csv';
import { ErrorBox } from '@/components/ui/error-box';
import { FieldError, SubmitButton, invalidStyles } from '@/components/ui/field';
import { buttonStyles, fieldStyles } from '@/components/ui/styles';
import { MAPPED_ROWS_FIELD } from '@/lib/bulk/mapped-rows-fields';
import {
  BULK_MESSAGES,
  MAX_BULK_ROWS,
  csvTemplate,
  type ColumnMapping,
  type ParsedCsv,
} from '@/lib/bulk/parse-recipients-csv';
import { NeighborMath } from './bulk-neighbor-math';
import type { CampaignView } from './types';

type LoadedFile = ParsedCsv & { name: string; leftOut?: number };

type Props = {
  campaigns: CampaignView[];
  campaignId: string;
  onCampaign: (id: string) => void;
  file: LoadedFile | null;
  /** A new file was read (null: it could not be). */
  onFile: (file: LoadedFile | null) => void;
  mapping: ColumnMapping | null;
  onMapping: (mapping: ColumnMapping) => void;
  /** Recipients already loaded instead of a file (a follow-up), and the campaign it follows. */
  initialFile?: LoadedFile;
  initialCampaignId?: string;
  /** The last preview's id: checking again reuses its lookups for unchanged rows. */
  previewId?: string;
  /** The mapped columns only, as 'Check rows' posts them. */
  mappedRows: string;
  /** 'Check rows': the form's action and the field errors beside each field (useFormErrors). */
  action: (data: FormData) => void;
  formProps: FormHTMLAttributes<HTMLFormElement>;
  errorFor: (name: string) => string | undefined;
  formError?: string;
  onDismissFormError: () => void;
  onClose: () => void;
};

/**
 * Bulk Send's first step, a `<form action>` ('Check rows'): the campaign (none chosen at first),
 * the CSV file or the follow-up's recipients, and which column holds each field. The campaign,
 * the file and each required column show their errors beside them.
 */
export function BulkFileStep(props: Props) {
  const { campaigns, campaignId, file, mapping, initialFile, errorFor } = props;
  const campaign = campaigns.find((c) => c.id === campaignId);
  return (
    <form action={props.action} {...props.formProps} className="space-y-5">
      {props.formError && <ErrorBox message={props.formError} onDismiss={props.onDismissFormError} />}
      <input type="hidden" name={MAPPED_ROWS_FIELD} value={props.mappedRows} />
      {initialFile && props.initialCampaignId && (
        <input type="hidden" name="followUpOf" value={props.initialCampaignId} />
      )}
      {props.previewId && <input type="hidden" name="previewId" value={props.previewId} />}
      <div>
        <label htmlFor="bulk-campaign" className={fieldStyles.label}>
          Campaign
        </label>
        <select
          id="bulk-campaign"
          name="campaignId"
          value={campaignId}
          onChange={(e) => props.onCampaign(e.target.value)}
          className={`${fieldStyles.input} ${invalidStyles}`}
          aria-invalid={errorFor('campaignId') ? true : undefined}
          aria-describedby={
            [
              campaign?.type === 'neighbor' ? 'bulk-neighbor-math' : null,
              errorFor('campaignId') ? 'bulk-campaign-error' : null,
            ]
              .filter(Boolean)
              .join(' ') || undefined
          }
        >
          {!campaign && <option value="">Choose a campaign</option>}
          {campaigns.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name} ({c.type === 'neighbor' ? 'Neighbor Campaign' : 'Single Send'})
            </option>
          ))}
        </select>
        <FieldError id="bulk-campaign-error" message={errorFor('campaignId')} />
        {campaign?.type === 'neighbor' && (
          <NeighborMath id="bulk-neighbor-math" rows={file?.rows.length ?? null} neighbors={campaign.neighborCount} />
        )}
      </div>

      {initialFile ? (
        <p className="rounded-lg bg-slate-50 p-3 text-sm text-slate-700 ring-1 ring-slate-200">
          {initialFile.rows.length} {initialFile.rows.length === 1 ? 'recipient' : 'recipients'}: {initialFile.name}.
          {initialFile.leftOut
            ? ` ${initialFile.leftOut} more are left out: Bulk Send takes ${MAX_BULK_ROWS} at a time.`
            : ''}
        </p>
      ) : (
        <CsvFileField
          id="bulk-file"
          hint={`One recipient per row, at most ${MAX_BULK_ROWS}. The first row names the columns.`}
          file={file}
          tooManyRows={BULK_MESSAGES.tooManyRows}
          onRead={props.onFile}
          aside={
            <button
              type="button"
              className={buttonStyles.secondary}
              onClick={() => downloadCsv(csvTemplate(campaign?.customValues ?? []), 'inkpost-recipients.csv')}
            >
              Download CSV template
            </button>
          }
        />
      )}

      {file && mapping && !initialFile && (
        <ColumnMapper
          idPrefix="bulk"
          headers={file.headers}
          mapping={mapping}
          customValues={campaign?.customValues ?? []}
          hint="Which column of the file holds each field. Empty custom values use the template’s default."
          errorFor={errorFor}
          onChange={props.onMapping}
        />
      )}

      <div className="flex justify-end gap-2 border-t border-slate-200 pt-4">
        <button type="button" onClick={props.onClose} className={buttonStyles.secondary}>
          Cancel
        </button>
        <SubmitButton label="Check rows" pendingLabel="Checking rows..." disabled={!file} />
      </div>
    </form>
  );
}
