'use client';

import { useActionState, useMemo, useState, useTransition } from 'react';
import {
  confirmBulkSendAction,
  confirmBulkSendAndAddFundsAction,
  previewBulkSendAction,
  previewBulkSendFormAction,
} from '@/actions/bulk-send';
import { downloadCsv } from '@/components/bulk/download-csv';
import { ErrorBox } from '@/components/ui/error-box';
import { Dialog } from '@/components/ui/dialog';
import { lazyRules, useFormErrors, validateWith } from '@/components/ui/use-form-errors';
import { useOnActionSuccess } from '@/components/ui/use-on-action-success';
import { IDLE_FORM_STATE, orSay } from '@/lib/forms/form-state';
import type { BulkPreview, RecentChoice } from '@/lib/bulk/bulk-send';
import {
  BULK_MESSAGES,
  guessColumnMapping,
  missingRequiredColumns,
  projectRows,
  rowsWithErrorsCsv,
  type BulkField,
  type ColumnMapping,
  type ParsedCsv,
} from '@/lib/bulk/parse-recipients-csv';
import { actionError } from '@/lib/actions/action-error';
import { placementNotice, planOutcome, type PlacementPlan } from '@/lib/orders/placement-notice';
import { scheduledNotice } from '@/lib/orders/send-date';
import { BulkFileStep } from './bulk-file-step';
import { PreviewStep } from './bulk-preview-step';
import { callAction as call } from './call-action';
import type { SentNotice } from './placed-notice';
import { rowErrorText } from '@/lib/bulk/row-error';
import type { CampaignView } from './types';

const rules = lazyRules(() =>
  import('@/lib/validation/mapped-rows-form').then((m) => validateWith(m.BulkCheckFormSchema)),
);
const checkAction = orSay(previewBulkSendFormAction, BULK_MESSAGES.pricingFailed);

type Props = {
  campaigns: CampaignView[];
  onClose: () => void;
  /** After the orders are written: how many, and the notice that says what happens to them. */
  onSent: (created: number, notice: SentNotice, plan: PlacementPlan) => void;
  /** Recipients already loaded instead of a file (a follow-up from a campaign's results). */
  initialFile?: ParsedCsv & { name: string; leftOut?: number };
  /** The campaign chosen at first (a follow-up's own); without it the user must choose one. */
  initialCampaignId?: string;
};

/**
 * Bulk Send (spec section 2): CSV, column mapping, preview with per-row errors and cost, send.
 * The file step is a `<form action>` ('Check rows'): the campaign, the file and each required
 * column show their errors beside them; the preview step's errors show in the red panel.
 */
export function BulkSendModal({ campaigns, onClose, onSent, initialFile, initialCampaignId }: Props) {
  // No silent default: a Bulk Send goes out on the campaign the user chose (a follow-up on its own).
  const [campaignId, setCampaignId] = useState(initialCampaignId ?? '');
  const campaign = campaigns.find((c) => c.id === campaignId);
  const [file, setFile] = useState<(ParsedCsv & { name: string; leftOut?: number }) | null>(initialFile ?? null);
  const [mapping, setMapping] = useState<ColumnMapping | null>(() =>
    initialFile ? guessColumnMapping(initialFile.headers, campaign?.customValues ?? []) : null,
  );
  const [preview, setPreview] = useState<BulkPreview | null>(null);
  // The last preview's id: checking again after corrections reuses its lookups for unchanged rows.
  const [previewId, setPreviewId] = useState<string | undefined>(undefined);
  // Rows this campaign mailed recently: skipped unless the user chooses to send anyway.
  const [recent, setRecent] = useState<RecentChoice>('skip');
  // Optional: the day every card goes to print (decision 037); '' for as soon as paid.
  const [sendDate, setSendDate] = useState('');
  const [error, setError] = useState<string | null>(null);
  // A file that cannot be read: said beside the file field, checked in the browser only.
  // A return address half-typed, or a send date chosen, on the preview step: closing would drop them too.
  const [returnTyped, setReturnTyped] = useState(false);
  const [pending, startTransition] = useTransition();
  const [checked, checkFile] = useActionState(checkAction, IDLE_FORM_STATE);
  const { formProps, errorFor, formError, dismissFormError } = useFormErrors(checked, rules);
  useOnActionSuccess(checked, () => {
    if (!checked.data) return;
    setError(null);
    setPreview(checked.data);
    setPreviewId(checked.data.previewId);
  });
  // What 'Check rows' posts: the mapped columns only, as the object actions get them.
  const mappedRows = useMemo(
    () => (file && mapping ? JSON.stringify(projectRows(file.rows, mapping)) : ''),
    [file, mapping],
  );

  function chooseCampaign(id: string) {
    setCampaignId(id);
    setPreview(null); // price and custom values belong to the campaign
    const next = campaigns.find((c) => c.id === id);
    if (file && mapping && next) {
      setMapping({
        fields: mapping.fields,
        customValues: guessColumnMapping(file.headers, next.customValues).customValues,
      });
    }
  }

  const payload = () => ({
    campaignId,
    ...projectRows(file!.rows, mapping!),
    // A follow-up on the followed campaign: the first mailing is why a row is on the list, not a repeat.
    followUpOf: initialFile ? initialCampaignId : undefined,
  });

  /** 'Check again' on the preview step, after corrections typed into refused rows. */
  function checkRows() {
    if (!file || !mapping) return;
    if (!campaign) return setError(BULK_MESSAGES.chooseCampaign);
    if (missingRequiredColumns(mapping).length) return setError(BULK_MESSAGES.mapRequired);
    setError(null);
    startTransition(async () => {
      const result = await call(
        () => previewBulkSendAction({ ...payload(), previewId: preview?.previewId ?? previewId }),
        BULK_MESSAGES.pricingFailed,
      );
      if (!result.ok) return setError(actionError(result));
      setPreview(result.data);
      setPreviewId(result.data.previewId);
    });
  }

  function send() {
    setError(null);
    startTransition(async () => {
      const result = await call(
        () =>
          confirmBulkSendAction({ ...payload(), previewId: preview?.previewId, recent, sendDate: sendDate || null }),
        BULK_MESSAGES.submitFailed,
      );
      if (!result.ok) return setError(actionError(result));
      const { created, plan } = result.data;
      const text =
        placementNotice(plan, `${created} ${created === 1 ? 'order' : 'orders'}`) +
        scheduledNotice(result.data.sendDate, preview?.today ?? '');
      onSent(created, { text, waits: planOutcome(plan).waiting > 0 }, plan);
    });
  }

  /** The orders are placed (they wait for money), then the checkout opens; paid, Orders shows them. */
  function addFundsAndSend(amount: string) {
    setError(null);
    startTransition(async () => {
      const result = await call(
        () =>
          confirmBulkSendAndAddFundsAction({
            ...payload(),
            previewId: preview?.previewId,
            recent,
            amount,
            sendDate: sendDate || null,
          }),
        BULK_MESSAGES.submitFailed,
      );
      if (!result.ok) return setError(actionError(result));
      window.location.assign(result.data.url);
    });
  }

  /** A correction typed into a refused row: the file's own cell changes, and the row is checked again on request. */
  function fixRow(index: number, field: BulkField, value: string) {
    const column = mapping?.fields[field];
    if (!file || column === null || column === undefined) return;
    setFile({
      ...file,
      rows: file.rows.map((row, i) => (i === index ? row.map((c, j) => (j === column ? value : c)) : row)),
    });
  }

  /** The refused rows as the file had them, with an Error column: fixed in a spreadsheet and uploaded again. */
  function downloadErrors() {
    if (!file || !preview) return;
    const errors = new Map(preview.rows.flatMap((row) => (row.error ? [[row.index, rowErrorText(row)] as const] : [])));
    downloadCsv(rowsWithErrorsCsv(file.headers, file.rows, errors), 'inkpost-rows-with-errors.csv');
  }

  return (
    <Dialog
      title={initialFile ? 'Send a follow-up' : 'Bulk Send'}
      onClose={onClose}
      size="lg"
      // A chosen file and its column mapping are work that closing would drop.
      dirty={file !== (initialFile ?? null) || (!!preview && (returnTyped || sendDate !== ''))}
      step={preview ? 'preview' : 'file'}
    >
      {preview ? (
        <>
          {error && (
            <div className="mb-4">
              <ErrorBox message={error} onDismiss={() => setError(null)} />
            </div>
          )}
          <PreviewStep
            preview={preview}
            cell={(index, field) => {
              const column = mapping?.fields[field];
              return column === null || column === undefined ? '' : (file?.rows[index]?.[column] ?? '');
            }}
            onFix={fixRow}
            unitMapped={(mapping?.fields.address_2 ?? null) !== null}
            onCheckAgain={checkRows}
            onDownloadErrors={downloadErrors}
            recent={recent}
            onRecent={setRecent}
            sendDate={sendDate}
            onSendDate={setSendDate}
            pending={pending}
            onReturnAddressDirty={setReturnTyped}
            onBack={() => setPreview(null)}
            onSend={send}
            onAddFundsAndSend={addFundsAndSend}
          />
        </>
      ) : (
        <BulkFileStep
          campaigns={campaigns}
          campaignId={campaignId}
          onCampaign={chooseCampaign}
          file={file}
          onFile={(read) => {
            setFile(read);
            setMapping(read && guessColumnMapping(read.headers, campaign?.customValues ?? []));
            setPreview(null);
          }}
          mapping={mapping}
          onMapping={(next) => {
            setPreview(null);
            setMapping(next);
          }}
          initialFile={initialFile}
          initialCampaignId={initialCampaignId}
          previewId={previewId}
          mappedRows={mappedRows}
          action={checkFile}
          formProps={formProps}
          errorFor={errorFor}
          formError={formError}
          onDismissFormError={dismissFormError}
          onClose={onClose}
        />
      )}
    </Dialog>
  );
}
