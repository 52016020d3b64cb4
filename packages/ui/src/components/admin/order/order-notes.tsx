import { formatLagosDateTime, STAFF_NOTE_MAX_LENGTH, validateStaffNote } from '@oja/domain';
import { useEffect, useRef } from 'react';
import { useDomainForm } from '../../../lib/form';
import { Button } from '../../button/button';
import { TextareaField } from '../../text-field/textarea-field';
import { ROLE_LABELS } from '../admin-labels';
import { AdminSection } from '../admin-section';
import type { AdminOrderNote } from './order-types';

export interface OrderNotesProps {
  notes: readonly AdminOrderNote[];
  /** The staff member may write a note (`orders:note`): without it the form is not shown. */
  canNote: boolean;
  onAddNote: (text: string) => void;
  busy?: boolean;
  /** The server's message when it refused the note (the text stays in the box). */
  refusal?: string;
}

/**
 * What staff wrote about the order (a call, a promise, a complaint), newest first, and a box to add one,
 * judged by the domain's validateStaffNote. The box empties once the new note is in the list, so a refused
 * note is not lost.
 */
export function OrderNotes({ notes, canNote, onAddNote, busy = false, refusal }: OrderNotesProps) {
  const { form, submitWith } = useDomainForm<{ text: string }, { text: string }>(
    { text: '' },
    validateStaffNote,
    { focusFirstError: true },
  );
  const { register, formState, reset } = form;
  const count = useRef(notes.length);
  useEffect(() => {
    if (notes.length > count.current) reset({ text: '' });
    count.current = notes.length;
  }, [notes.length, reset]);
  return (
    <AdminSection title="Notes">
      {notes.length === 0 ? (
        <p className="oja-admin-screen__muted">No notes yet.</p>
      ) : (
        <ul className="oja-admin-order__notes">
          {notes.map((note) => (
            <li key={note.id}>
              <p className="oja-admin-order__note-text">{note.text}</p>
              <p className="oja-admin-screen__muted">
                {note.author} ({ROLE_LABELS[note.role]}) · {formatLagosDateTime(note.at)}
              </p>
            </li>
          ))}
        </ul>
      )}
      {canNote ? (
        <form
          className="oja-admin-order__note-form"
          noValidate
          onSubmit={submitWith(({ text }) => onAddNote(text))}
        >
          {refusal ? (
            <p role="alert" className="oja-admin-order__refusal">
              {refusal}
            </p>
          ) : null}
          <TextareaField
            {...register('text')}
            label="Add a note"
            hint={`Seen by staff only. At most ${STAFF_NOTE_MAX_LENGTH.toLocaleString('en-NG')} characters.`}
            error={formState.errors.text?.message}
            disabled={busy}
          />
          <div>
            <Button type="submit" size="sm" variant="secondary" loading={busy}>
              Add note
            </Button>
          </div>
        </form>
      ) : null}
    </AdminSection>
  );
}
