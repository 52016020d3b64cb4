import {
  closeAccount,
  consentsQueryOptions,
  downloadMyData,
  type MarketingConsentKind,
  queryKeys,
  setMarketingConsent,
} from '@oja/api-client';
import { PrivacyAndData } from '@oja/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { hrefs } from '../../hrefs';
import { apiClient } from '../../shared/api';
import { messageOf } from '../../shared/errors';
import { useLogout } from './session';

const NOT_SAVED = 'We could not save your choice. Please try again.';
const NOT_CLOSED = 'We could not close your account just now. Please try again.';

/** Saves the archive as a file on the device: the JSON the server answered, as it came. */
function saveArchive(archive: unknown) {
  const blob = new Blob([JSON.stringify(archive, null, 2)], { type: 'application/json' });
  const link = document.createElement('a');
  link.href = URL.createObjectURL(blob);
  link.download = 'oja-my-data.json';
  link.click();
  URL.revokeObjectURL(link.href);
}

/**
 * The shopper's privacy card under the profile summary: marketing consents (the answer replaces the cached
 * consents), Download my data (saved as a file, its summary shown), and closing the account (a refusal is
 * shown in the server's words; once closed, the device forgets the session as a logout does).
 */
export function PrivacySection() {
  const queryClient = useQueryClient();
  const consents = useQuery(consentsQueryOptions(apiClient));
  const logout = useLogout();
  const change = useMutation({
    mutationFn: ({ kind, given }: { kind: MarketingConsentKind; given: boolean }) =>
      setMarketingConsent(apiClient, kind, given),
    onSuccess: (answer) => queryClient.setQueryData(queryKeys.consents(), answer),
  });
  const download = useMutation({
    mutationFn: () => downloadMyData(apiClient),
    onSuccess: (answer) => saveArchive(answer.archive),
  });
  const close = useMutation({ mutationFn: () => closeAccount(apiClient), onSuccess: () => logout() });
  return (
    <PrivacyAndData
      choices={consents.data?.choices ?? []}
      savingKind={change.isPending ? change.variables.kind : null}
      consentError={change.error ? messageOf(change.error, NOT_SAVED) : null}
      onConsentChange={(kind, given) => change.mutate({ kind, given })}
      downloading={download.isPending}
      downloadSummary={download.data?.summary ?? null}
      onDownload={() => download.mutate()}
      correctHref={hrefs.accountSection('profile-summary')}
      closing={close.isPending}
      closeError={close.error ? messageOf(close.error, NOT_CLOSED) : null}
      onClose={() => close.mutate()}
    />
  );
}
