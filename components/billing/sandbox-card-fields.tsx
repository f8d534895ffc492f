import { TextField } from '@/components/ui/field';

/** Card number, expiry and CVC, as the sandbox's checkout and portal both ask for them. */
export function SandboxCardFields({
  idPrefix,
  errorFor = () => undefined,
  values = {},
}: {
  idPrefix: string;
  errorFor?: (field: string) => string | undefined;
  /** What was typed, given back by a refused post. */
  values?: Record<string, string>;
}) {
  return (
    <>
      <TextField
        id={`${idPrefix}-number`}
        name="cardNumber"
        label="Card number"
        inputMode="numeric"
        autoComplete="cc-number"
        placeholder="4242 4242 4242 4242"
        defaultValue={values.cardNumber}
        error={errorFor('cardNumber')}
      />
      <div className="grid grid-cols-2 gap-3">
        <TextField
          id={`${idPrefix}-expiry`}
          name="expiry"
          label="Expiry (MM/YY)"
          placeholder="12/34"
          autoComplete="cc-exp"
          defaultValue={values.expiry}
          error={errorFor('expiry')}
        />
        <TextField
          id={`${idPrefix}-cvc`}
          name="cvc"
          label="CVC"
          inputMode="numeric"
          placeholder="123"
          autoComplete="cc-csc"
          error={errorFor('cvc')}
        />
      </div>
    </>
  );
}
