import { BVN_LENGTH, sanitiseBvnInput, validateBvn } from '@oja/domain';
import { type FormEvent, useState } from 'react';
import { Button } from '../button/button';
import { Dialog, DialogContent } from '../dialog/dialog';
import { TextField } from '../text-field/text-field';

export interface BvnDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSubmit: (payload: { bvn: string }) => void;
  submitting?: boolean;
  /** The refusal notice or the server's message. */
  failure?: string;
}

/** Verify the debt profile with a BVN: a numeric input that takes at most 11 digits. */
export function BvnDialog({ open, onOpenChange, onSubmit, submitting = false, failure }: BvnDialogProps) {
  const [bvn, setBvn] = useState('');
  const [error, setError] = useState<string | undefined>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = validateBvn({ bvn });
    if (!result.ok) return setError(result.errors.bvn);
    setError(undefined);
    onSubmit(result.value);
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title="Verify your debt profile"
        description="We check your BVN with a credit bureau. We keep only its last four digits."
      >
        <form className="oja-account__form" noValidate onSubmit={submit}>
          {failure ? (
            <p role="alert" className="oja-account__failure">
              {failure}
            </p>
          ) : null}
          <TextField
            label="BVN"
            inputMode="numeric"
            autoComplete="off"
            maxLength={BVN_LENGTH}
            hint="11 digits. Dial *565*0# on your registered line to get it."
            value={bvn}
            onChange={(e) => {
              setBvn(sanitiseBvnInput(e.target.value));
              setError(undefined);
            }}
            error={error}
            disabled={submitting}
          />
          <Button type="submit" loading={submitting}>
            Verify BVN
          </Button>
        </form>
      </DialogContent>
    </Dialog>
  );
}
