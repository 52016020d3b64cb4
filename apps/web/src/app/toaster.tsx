import { Toast, ToastProvider } from '@oja/ui';
import { useAtomValue, useSetAtom } from 'jotai';
import { dismissToastAtom, toastsAtom } from '../shared/toasts';

/** Renders the queued toasts. Loaded on demand: the first screen shows no toast, so it costs nothing there. */
export default function Toaster() {
  const toasts = useAtomValue(toastsAtom);
  const dismiss = useSetAtom(dismissToastAtom);
  return (
    <ToastProvider>
      {toasts.map((toast) => (
        <Toast
          key={toast.id}
          title={toast.title}
          variant={toast.variant}
          link={toast.link}
          duration={toast.duration}
          onOpenChange={(open) => {
            if (!open) dismiss(toast.id);
          }}
        />
      ))}
    </ToastProvider>
  );
}
