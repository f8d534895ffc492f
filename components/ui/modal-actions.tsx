import { buttonStyles } from './styles';

/**
 * The footer of a modal form: a secondary button on the left of the primary one, which shows
 * `pendingLabel` and is disabled while its work runs.
 */
export function ModalActions({
  cancelLabel = 'Cancel',
  onCancel,
  label,
  pendingLabel,
  pending = false,
  disabled = false,
  onConfirm,
  className = 'flex justify-end gap-2 border-t border-slate-200 pt-4',
}: {
  cancelLabel?: string;
  onCancel: () => void;
  label: string;
  pendingLabel: string;
  pending?: boolean;
  disabled?: boolean;
  /** Without it the primary button submits the surrounding form. */
  onConfirm?: () => void;
  className?: string;
}) {
  return (
    <div className={className}>
      <button type="button" onClick={onCancel} className={buttonStyles.secondary}>
        {cancelLabel}
      </button>
      <button
        type={onConfirm ? 'button' : 'submit'}
        onClick={onConfirm}
        disabled={pending || disabled}
        className={buttonStyles.primary}
      >
        {pending ? pendingLabel : label}
      </button>
    </div>
  );
}
