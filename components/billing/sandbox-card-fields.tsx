import { fieldStyles } from '@/components/ui/styles';

/** Card number, expiry and CVC, as the sandbox's checkout and portal both ask for them. */
export function SandboxCardFields({ idPrefix }: { idPrefix: string }) {
  return (
    <>
      <div>
        <label htmlFor={`${idPrefix}-number`} className={fieldStyles.label}>
          Card number
        </label>
        <input
          id={`${idPrefix}-number`}
          name="cardNumber"
          inputMode="numeric"
          autoComplete="cc-number"
          placeholder="4242 4242 4242 4242"
          className={fieldStyles.input}
        />
      </div>
      <div className="grid grid-cols-2 gap-3">
        <div>
          <label htmlFor={`${idPrefix}-expiry`} className={fieldStyles.label}>
            Expiry (MM/YY)
          </label>
          <input id={`${idPrefix}-expiry`} name="expiry" placeholder="12/34" autoComplete="cc-exp" className={fieldStyles.input} />
        </div>
        <div>
          <label htmlFor={`${idPrefix}-cvc`} className={fieldStyles.label}>
            CVC
          </label>
          <input id={`${idPrefix}-cvc`} name="cvc" inputMode="numeric" placeholder="123" autoComplete="cc-csc" className={fieldStyles.input} />
        </div>
      </div>
    </>
  );
}
