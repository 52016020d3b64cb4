import { STAFF_ROLES, type StaffRole, validateStaffInvite } from '@oja/domain';
import { useId } from 'react';
import { useDomainForm } from '../../../lib/form';
import { Dialog, DialogActions, DialogContent } from '../../dialog/dialog';
import { SelectField } from '../../select-field/select-field';
import { TextField } from '../../text-field/text-field';
import { STAFF_ROLE_LABELS } from '../shell/admin-navigation';

interface InviteValues {
  name: string;
  email: string;
  role: string;
}

export interface StaffInvite {
  name: string;
  email: string;
  role: StaffRole;
}

export interface InviteStaffDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The cleaned invitation, once the domain's validateStaffInvite passes. */
  onInvite: (invite: StaffInvite) => void;
  /** 'Sending...' with the fields disabled. */
  submitting?: boolean;
  /** The server's refusal ('This email already has a console account.'). */
  error?: string;
}

const ROLE_OPTIONS = STAFF_ROLES.map((role) => ({ value: role, label: STAFF_ROLE_LABELS[role] }));

/**
 * Invite a staff member: name, email and role, checked by the domain's validateStaffInvite (the first field
 * in error takes focus). The invitation emails a one-time setup link. Accessibility: a modal dialog named by
 * its title; the server's refusal is an alert.
 */
export function InviteStaffDialog({ open, onOpenChange, ...form }: InviteStaffDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title="Invite a staff member"
        description="They get an email with a link to set a password and an authenticator app, valid 72 hours."
      >
        <InviteForm {...form} />
      </DialogContent>
    </Dialog>
  );
}

function InviteForm({
  onInvite,
  submitting = false,
  error,
}: Omit<InviteStaffDialogProps, 'open' | 'onOpenChange'>) {
  const ids = { name: useId(), email: useId(), role: useId() };
  const { form, submitWith } = useDomainForm<InviteValues, StaffInvite>(
    { name: '', email: '', role: '' },
    validateStaffInvite,
    { focusFirstError: true },
  );
  const { register, formState } = form;
  const { errors } = formState;
  return (
    <form className="oja-staff__invite" noValidate onSubmit={submitWith(onInvite)}>
      {error ? (
        <p role="alert" className="oja-staff__refusal">
          {error}
        </p>
      ) : null}
      <TextField
        {...register('name')}
        id={ids.name}
        label="Name"
        autoComplete="off"
        error={errors.name?.message}
        disabled={submitting}
      />
      <TextField
        {...register('email')}
        id={ids.email}
        label="Email"
        type="email"
        autoComplete="off"
        error={errors.email?.message}
        disabled={submitting}
      />
      <SelectField
        {...register('role')}
        id={ids.role}
        label="Role"
        placeholder="Choose a role"
        placeholderDisabled
        options={ROLE_OPTIONS}
        error={errors.role?.message}
        disabled={submitting}
      />
      <DialogActions confirm={submitting ? 'Sending...' : 'Send invitation'} busy={submitting} />
    </form>
  );
}
