// Heavy packages that only some requests use (PDFs, spreadsheets, QR codes): loaded at their first
// use instead of at every start, where together they were a large part of loading the modules.

const once = <T>(load: () => Promise<T>) => {
  let loaded: Promise<T> | undefined;
  return () => (loaded ??= load());
};

export const loadPdfKit = once(async () => (await import('pdfkit')).default);
export const loadExcelJs = once(async () => (await import('exceljs')).default);
export const loadQrCode = once(async () => (await import('qrcode')).default);
