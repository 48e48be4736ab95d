/** Whether a dialog is already open: an offer never opens on top of one the visitor is using. */
export const anotherDialogOpen = () => document.querySelector('dialog[open], [role="dialog"]') !== null;
