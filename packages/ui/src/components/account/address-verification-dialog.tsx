import {
  type AddressCheckPayload,
  LAGOS_AREAS,
  showsLagosAreaPicker,
  VERIFICATION_STATES,
  validateAddressCheck,
} from '@oja/domain';
import { useDomainForm } from '../../lib/form';
import { Button } from '../button/button';
import { Dialog, DialogContent, DialogFooter } from '../dialog/dialog';
import { SelectField } from '../select-field/select-field';
import { TextField } from '../text-field/text-field';
import './account.css';

export interface AddressVerificationDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSubmit: (payload: AddressCheckPayload) => void;
  /** The account's name, to start from (a field agent asks for the shopper by it at the door). */
  defaultName?: { firstName: string; lastName: string };
  submitting?: boolean;
  /** Shown as 'Verification Failed:' plus the message. */
  failure?: string;
}

type AddressVerificationValues = {
  firstName: string;
  lastName: string;
  street: string;
  state: string;
  lga: string;
};

const options = (values: readonly string[]) => values.map((value) => ({ value, label: value }));

/**
 * Verify a residential address: the name a field agent asks for at the door (from the account when it has
 * one), street, state (only Lagos) and, for Lagos, the Local Government / LCDA from the 44 areas, by
 * lib/form's useDomainForm: every message shows at once under its field (with aria-invalid) after Verify
 * address, and the first field in error takes focus.
 */
export function AddressVerificationDialog({
  open,
  onOpenChange,
  onSubmit,
  submitting = false,
  failure,
  defaultName,
}: AddressVerificationDialogProps) {
  const { form, submitWith } = useDomainForm<AddressVerificationValues, AddressCheckPayload>(
    {
      firstName: defaultName?.firstName ?? '',
      lastName: defaultName?.lastName ?? '',
      street: '',
      state: '',
      lga: '',
    },
    validateAddressCheck,
    { focusFirstError: true },
  );
  const { register, formState, watch, setValue } = form;
  const { errors } = formState;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title="Verify your residential address"
        description="We deliver and verify addresses in Lagos."
      >
        <form className="oja-account__form" noValidate onSubmit={submitWith(onSubmit)}>
          {failure ? (
            <p role="alert" className="oja-account__failure">
              Verification Failed: {failure}
            </p>
          ) : null}
          <fieldset className="oja-account__name">
            <legend>Your name, as a field agent will ask for you</legend>
            <TextField
              {...register('firstName')}
              label="First name"
              autoComplete="given-name"
              error={errors.firstName?.message}
              disabled={submitting}
            />
            <TextField
              {...register('lastName')}
              label="Last name"
              autoComplete="family-name"
              error={errors.lastName?.message}
              disabled={submitting}
            />
          </fieldset>
          <TextField
            {...register('street')}
            label="Street name"
            autoComplete="street-address"
            error={errors.street?.message}
            disabled={submitting}
          />
          <SelectField
            {...register('state', { onChange: () => setValue('lga', '') })}
            label="State"
            placeholder="Choose a state"
            options={options(VERIFICATION_STATES)}
            error={errors.state?.message}
            disabled={submitting}
          />
          {showsLagosAreaPicker(watch('state')) ? (
            <SelectField
              {...register('lga')}
              label="Local Government / LCDA"
              placeholder="Choose your area"
              options={options(LAGOS_AREAS)}
              error={errors.lga?.message}
              disabled={submitting}
            />
          ) : null}
          <DialogFooter>
            <Button type="submit" loading={submitting}>
              Verify address
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
