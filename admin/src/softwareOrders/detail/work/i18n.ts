/** order_work.*: the calibrators' half of an order on its detail page (issue 10). */
export const orderWorkEn = {
  assignment: {
    title: 'Calibrator', none: 'Nobody has taken this order yet.', take: 'Take this order', taken: 'The order is yours',
    calibrator: 'Calibrator', assign: 'Assign', reassign: 'Reassign', assigned: 'The order has been assigned to %{name}',
    due: 'Due %{date}', overdue: 'Overdue',
  },
  status: {
    tell: 'Change status and tell the dealer', only: 'Change status only', message: 'Message to the dealer (optional)',
    message_hint: '“Change status and tell the dealer” sends it; “Change status only” sends nothing.',
    confirm_tell: 'Move the order to %{status} and tell the dealer?', confirm_only: 'Move the order to %{status} without a message?',
    reject: 'Reject the order', reject_title: 'Reject order #%{number}', reason: 'Reason of the rejection',
    reason_hint: 'The dealer reads it and can send a corrected read; the price is refunded.', rejected: 'The order has been rejected',
  },
  deliver: {
    button: 'Deliver tuned files', title: 'Deliver tuned files for order #%{number}', ECU: 'Tuned ECU file', TCU: 'Tuned TCU file',
    hint: 'Upload the tuned file of each unit you deliver (at least one); it becomes version %{version}.', note: 'Note for the dealer (optional)',
    send: 'Deliver', done: 'Version %{version} delivered: the order is now Tune Supplied',
  },
  versions: {
    title: 'Tuned files', empty: 'No tuned file delivered yet.', version: 'Version %{version}', delivered: 'Delivered %{date}',
    verified: 'SHA-256 checked: the download is the delivered file', mismatch: 'SHA-256 mismatch: the download is not the delivered file, do not flash it',
  },
  reads: {
    title: 'Original reads', round: 'Round %{round}', round_hint: 'A corrected read after a rejection is the next round.', sent: 'Sent %{date}',
  },
  rejection: {
    title: 'The order was rejected', reason: 'Reason: %{reason}', resubmit: 'Send a corrected read', resubmit_title: 'Send a corrected read for order #%{number}',
    hint: 'Upload the corrected read of each unit of the order.', note: 'Note for the calibrator (optional)', send: 'Send',
    confirm: 'The order goes back to New and its price of %{price} is charged again (the rejection refunded it).', confirm_free: 'The order goes back to New.',
    done: 'The corrected read has been sent', confirm_title: 'Send the corrected read?',
  },
  warranty: {
    title: 'Warranty', claim: 'Claim warranty', claim_title: 'Claim warranty for order #%{number}', reason: 'Reason of the claim', send: 'Claim',
    claimed: 'The warranty claim has been sent', status: 'Case status', case_reason: 'Reason: %{reason}', refunded: 'Refunded under warranty: %{amount}',
    move: 'Move to %{status}', moved: 'The warranty case is now %{status}', none: 'No warranty case.',
    refund: 'Refund', refund_amount: 'Refund (credits)', refund_hint: 'At most what the dealer paid', refund_confirm: 'Refund %{amount} to the dealer under warranty?',
    refund_done: 'The warranty refund has been granted',
    statuses: { NEW: 'NEW', 'In process': 'In process', Closed: 'Closed' },
  },
  reprice: {
    title: 'Change the price', hint: 'The difference is charged to or refunded to the dealer at once', button: 'Change price',
    confirm_title: 'Change the price from %{from} to %{to}?', charge: 'The dealer is charged the difference of %{difference}.', refund: 'The dealer gets the difference of %{difference} back.',
    done: 'The price has been changed',
  },
  upload: { choose: 'Choose file', replace: 'Replace file', uploading: 'Uploading…' },
  timeline: {
    assigned: 'Assigned', delivered: 'Tuned file delivered', resubmitted: 'Corrected read sent', repriced: 'Price changed', warranty_opened: 'Warranty claimed',
    warranty_moved: 'Warranty case moved', warranty_refund: 'Warranty refund granted', money_due: 'Credits due', money_moved: 'Credits moved',
    steps: {
      refundDifference: 'Price difference refunded', chargeDifference: 'Price difference charged', chargeResubmission: 'Charged again for the corrected read',
      warrantyRefund: 'Warranty refund', payProfit: 'Distributor profit', reverseProfit: 'Distributor profit reversed',
    },
  },
  cancel: 'Cancel',
};
