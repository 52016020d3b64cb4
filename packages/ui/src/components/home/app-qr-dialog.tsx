import { useMemo } from 'react';
import { renderSVG } from 'uqr';
import { Dialog, DialogContent } from '../dialog/dialog';

export interface AppQrDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where the code leads (the app's download page). */
  url: string;
}

/** 'Download app': a QR code to scan with the phone's camera, and the link for those already on a phone. */
export function AppQrDialog({ open, onOpenChange, url }: AppQrDialogProps) {
  const svg = useMemo(() => renderSVG(url, { border: 2 }), [url]);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title="Download app"
        description="Scan the code with your phone's camera to get the Oja app."
      >
        <div
          className="oja-home__qr"
          role="img"
          aria-label={`QR code for ${url}`}
          // The SVG is generated here from a URL we control; no text from a server reaches it.
          // biome-ignore lint/security/noDangerouslySetInnerHtml: locally generated SVG markup
          dangerouslySetInnerHTML={{ __html: svg }}
        />
        <p>
          On your phone already? <a href={url}>Open the download page</a>
        </p>
      </DialogContent>
    </Dialog>
  );
}
