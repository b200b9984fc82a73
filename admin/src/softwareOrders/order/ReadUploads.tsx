import { Stack } from '@mui/material';
import { ORIGINAL_FILE_KINDS } from '../../../../events/constants';
import type { DraftChange, OrderDraft } from '../draft/draft';
import { READS_NEEDED } from '../draft/draftBody';
import { ReadUpload } from './ReadUpload';

/** The ECU and TCU reads of the draft; the ones the chosen type needs are marked until uploaded. */
export const ReadUploads = ({ draft, change }: { draft: OrderDraft; change: (change: DraftChange) => void }) => (
  <Stack spacing={2}>
    {ORIGINAL_FILE_KINDS.map((kind) => (
      <ReadUpload
        key={kind}
        kind={kind}
        read={draft.reads[kind]}
        needed={draft.type !== null && READS_NEEDED[draft.type].includes(kind)}
        onUploaded={(read) => change({ type: 'uploaded', read })}
        onDetails={(details) => change({ type: 'readDetails', kind, details })}
      />
    ))}
  </Stack>
);
