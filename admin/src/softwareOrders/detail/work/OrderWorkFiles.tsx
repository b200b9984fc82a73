import type { SoftwareOrderView } from '../../types';
import { ReadRounds } from './ReadRounds';
import { RejectionBox } from './RejectionBox';
import { TunedVersions } from './TunedVersions';
import { WorkSection } from './WorkSection';

/** The detail page's left column: a rejection and its answer, the tuned versions, and the reads round by round, side by side. */
export const OrderWorkFiles = ({ order, onChanged }: { order: SoftwareOrderView; onChanged: () => void }) => {
  return (
    <>
      <RejectionBox order={order} onChanged={onChanged} />
      <WorkSection title="order_work.versions.title" testId="versions-section"><TunedVersions order={order} /></WorkSection>
      {order.rounds > 1 && <WorkSection title="order_work.reads.title" testId="reads-section"><ReadRounds order={order} /></WorkSection>}
    </>
  );
};
