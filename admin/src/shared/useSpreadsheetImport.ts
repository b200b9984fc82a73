import { useState } from 'react';
import { errorMessage } from './errors';

/**
 * The state of an import page: the chosen file (checked by `fileProblem` first), the upload's
 * progress (0..1, null when idle), the server's report and the error shown under the picker.
 */
export const useSpreadsheetImport = <Report>(fileProblem: (file: File) => string | null) => {
  const [file, setFile] = useState<File | null>(null);
  const [report, setReport] = useState<Report | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);

  /** Uploads the chosen file, keeps the report and runs `after` with it; a refusal becomes the error. */
  const run = async (upload: (file: File, onProgress: (share: number) => void) => Promise<Report>, after?: (report: Report) => Promise<void> | void) => {
    if (!file) return;
    setError(null);
    setProgress(0);
    try {
      const answer = await upload(file, setProgress);
      setReport(answer);
      await after?.(answer);
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setProgress(null);
    }
  };

  /** A new file drops the last report; a file the rules refuse is not kept. */
  const choose = (chosen: File | null) => {
    setReport(null);
    const problem = chosen ? fileProblem(chosen) : null;
    setError(problem);
    setFile(problem ? null : chosen);
  };

  return { file, report, error, progress, busy: progress !== null, run, choose, clearReport: () => setReport(null) };
};
