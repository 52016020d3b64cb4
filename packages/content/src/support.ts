/** Where every legal and help text sends a shopper who wants to write to us (the address the API's notices give). */
export const SUPPORT_EMAIL = 'support@oja.ng';
