import { currentUserQueryOptions, requestStay, requestViewing } from '@oja/api-client';
import type { StayRequest, ViewingRequest } from '@oja/domain';
import type { RequestContactDefaults, RequestFormStatus } from '@oja/ui';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { apiClient } from '../../shared/api';
import { authTokenAtom } from '../../shared/auth';
import { fieldErrorsOf, messageOf } from '../../shared/errors';

/** A mutation's state as a request form shows it. */
function statusOf(mutation: { isPending: boolean; isSuccess: boolean; isError: boolean }): RequestFormStatus {
  if (mutation.isPending) return 'sending';
  if (mutation.isSuccess) return 'sent';
  return mutation.isError ? 'error' : 'idle';
}

/** The refusal's words: its field messages go under the fields, the rest above the form. */
function refusalOf(error: unknown) {
  const serverErrors = fieldErrorsOf(error);
  return {
    serverErrors,
    // A refusal that names fields says it under them; the alert says only what no field shows.
    message:
      Object.keys(serverErrors).length > 0 ? 'Please check the highlighted fields.' : messageOf(error, ''),
  };
}

/**
 * A signed-in shopper's name, phone and email for the request forms (a guest types them). Not on the server's
 * render (it has no token): the form fills them in once the app knows the shopper.
 */
export function useContactDefaults(): RequestContactDefaults | undefined {
  const token = useAtomValue(authTokenAtom);
  const user = useQuery({ ...currentUserQueryOptions(apiClient), enabled: token !== null }).data;
  if (!token || !user) return undefined;
  // A name the shopper has not given yet is null: the field stays empty for them to type.
  const name = [user.firstName, user.lastName].filter((part) => part && part.trim() !== '').join(' ');
  return { name, phone: user.phoneNumber, email: user.email };
}

/** POST /properties/{id}/viewing-requests from the form, its state as the form's props. */
export function useViewingRequest(propertyID: string) {
  const mutation = useMutation({
    mutationFn: (request: ViewingRequest) => requestViewing(apiClient, propertyID, request),
  });
  return {
    form: {
      status: statusOf(mutation),
      sent: mutation.data ? { reference: mutation.data.reference, email: mutation.data.email } : undefined,
      ...(mutation.isError ? refusalOf(mutation.error) : {}),
      onSubmit: (request: ViewingRequest) => mutation.mutate(request),
    },
  };
}

/** POST /properties/{id}/stay-requests from the form, its state as the form's props. */
export function useStayRequest(propertyID: string) {
  const mutation = useMutation({
    mutationFn: ({ nights: _, ...request }: StayRequest) => requestStay(apiClient, propertyID, request),
  });
  const data = mutation.data;
  return {
    form: {
      status: statusOf(mutation),
      sent: data
        ? { reference: data.reference, email: data.email, nights: data.nights ?? 0, total: data.total ?? 0 }
        : undefined,
      ...(mutation.isError ? refusalOf(mutation.error) : {}),
      onSubmit: (request: StayRequest) => mutation.mutate(request),
    },
  };
}
