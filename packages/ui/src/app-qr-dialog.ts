/**
 * A separate entry point: the QR dialog carries a QR encoder (about 8 KB gzipped) that the app loads only
 * when a shopper taps 'Download app', so it stays out of the main entry.
 */
export { AppQrDialog as default, AppQrDialog, type AppQrDialogProps } from './components/home/app-qr-dialog';
