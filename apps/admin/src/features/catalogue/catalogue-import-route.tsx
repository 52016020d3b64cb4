import { adminImportProducts, adminQueryKeys } from '@oja/api-client';
import { CsvImportScreen } from '@oja/ui/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminClient } from '../../app/api';
import { ConsolePage } from '../../app/console-page';
import { useSessionLost } from '../../app/session';
import type { SignedInRouteProps } from '../../app/signed-in-route-props';
import { catalogueHrefs } from '../../hrefs';

/** /admin/catalogue/import: a CSV file read in the browser and sent as text; the server's report shown. */
export default function CatalogueImportRoute({ session }: SignedInRouteProps) {
  const queryClient = useQueryClient();
  const sessionLost = useSessionLost();
  const importing = useMutation({
    mutationFn: async (file: File) => adminImportProducts(adminClient, session.csrfToken, await file.text()),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminQueryKeys.allProducts }),
    onError: sessionLost,
  });
  return (
    <ConsolePage session={session} title="Import products" section="catalogue" headedByScreen>
      <CsvImportScreen
        onImport={(file) => importing.mutate(file)}
        busy={importing.isPending}
        refusal={importing.error?.message}
        report={importing.data?.report ?? null}
        hrefs={catalogueHrefs}
      />
    </ConsolePage>
  );
}
