/**
 * Where every legal and help text sends a shopper who wants to write to us (the address the API's notices
 * give). A module of its own, so a page that only shows text does not load the dialogs that also use it.
 */
export const SUPPORT_EMAIL = 'support@oja.ng';
