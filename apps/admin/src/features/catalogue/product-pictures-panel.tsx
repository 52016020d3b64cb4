import {
  type AdminProductData,
  type AdminProductPageData,
  type ApiError,
  adminQueryKeys,
  adminRemoveProductPicture,
  adminReorderProductPictures,
  adminUploadProductPicture,
} from '@oja/api-client';
import { type AdminPictureRefusal, ProductPictures } from '@oja/ui/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { adminClient } from '../../app/api';
import { useSessionLost } from '../../app/session';

interface ProductPicturesPanelProps {
  product: AdminProductData;
  csrfToken: string;
  canWrite: boolean;
}

/**
 * The editor's Pictures section for a saved product: chosen files are sent one at a time (each is checked and
 * encoded by the server, so one refused file never stops the others) and the product the server answers after
 * each becomes the page's; a refusal stays beside its file's name until the next upload.
 */
export function ProductPicturesPanel({ product, csrfToken, canWrite }: ProductPicturesPanelProps) {
  const queryClient = useQueryClient();
  const sessionLost = useSessionLost();
  const [uploading, setUploading] = useState<string[]>([]);
  const [refusals, setRefusals] = useState<AdminPictureRefusal[]>([]);
  const productId = product.productID;
  const show = (page: AdminProductPageData) => {
    queryClient.setQueryData(adminQueryKeys.product(productId), page);
    void queryClient.invalidateQueries({ queryKey: adminQueryKeys.allProducts });
  };
  const change = useMutation({
    mutationFn: (action: { reorder: string[] } | { remove: string }) =>
      'remove' in action
        ? adminRemoveProductPicture(adminClient, csrfToken, productId, action.remove)
        : adminReorderProductPictures(adminClient, csrfToken, productId, action.reorder),
    onSuccess: ({ page }) => show(page),
    onError: sessionLost,
  });
  const upload = async (files: File[]) => {
    setRefusals([]);
    setUploading(files.map((f) => f.name));
    for (const file of files) {
      try {
        show((await adminUploadProductPicture(adminClient, csrfToken, productId, file)).page);
      } catch (error) {
        sessionLost(error as ApiError);
        setRefusals((now) => [...now, { fileName: file.name, message: (error as Error).message }]);
      }
      setUploading((now) => now.filter((name) => name !== file.name));
    }
  };
  return (
    <>
      {change.error ? (
        <p role="alert" className="oja-catalogue__refusal">
          {change.error.message}
        </p>
      ) : null}
      <ProductPictures
        productName={product.name}
        pictures={product.pictures.map((p) => ({ id: p.id, thumbnail: `${p.url}-320.webp` }))}
        canWrite={canWrite}
        uploading={uploading}
        refusals={refusals}
        busy={change.isPending || uploading.length > 0}
        onUpload={(files) => void upload(files)}
        onReorder={(pictureIds) => change.mutate({ reorder: pictureIds })}
        onRemove={(pictureId) => change.mutate({ remove: pictureId })}
      />
    </>
  );
}
