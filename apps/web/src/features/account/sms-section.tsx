import { queryKeys, setSmsNotifications, type User } from '@oja/api-client';
import { SmsNotifications } from '@oja/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../shared/api';
import { messageOf } from '../../shared/errors';

const NOT_SAVED = 'We could not save your choice. Please try again.';

/**
 * The shopper's SMS choice, under the profile summary: the switch shows the stored choice, waits for the
 * answer, and the signed-in user (its cached copy) takes the answer's choice, so a STOP texted meanwhile is
 * shown on the next fetch.
 */
export function SmsSection({ user }: { user: User }) {
  const queryClient = useQueryClient();
  const change = useMutation({
    mutationFn: (enabled: boolean) => setSmsNotifications(apiClient, enabled),
    onSuccess: (smsNotifications) =>
      queryClient.setQueryData<User>(queryKeys.currentUser(), (cached) =>
        cached ? { ...cached, smsNotifications } : cached,
      ),
  });
  return (
    <SmsNotifications
      phoneNumber={user.phoneNumber}
      enabled={user.smsNotifications}
      saving={change.isPending}
      error={change.error ? messageOf(change.error, NOT_SAVED) : null}
      onChange={(enabled) => change.mutate(enabled)}
    />
  );
}
