/** resources.files.* and files_section.* (spec sections 2 and 6: files/, files/project/{id}, files/pre-order). */
export const filesSectionEn = {
  resources: {
    files: {
      name: 'Tuned file |||| Tuned files',
      fields: {
        number: 'Order', at: 'Delivered', dealerName: 'Dealer', vehicle: 'Vehicle', hardwareNumber: 'Hardware number', softwareVersion: 'Software version',
        stage: 'Stage', version: 'Version', unit: 'Unit', size: 'Size', sha256: 'SHA-256', q: 'Search', make: 'Make', dealer: 'Dealer', start: 'From', end: 'To',
      },
    },
    'files/pre-order': {
      name: 'Pre-order request |||| Pre-order requests',
      fields: { createdAt: 'Asked', dealerName: 'Dealer', name: 'File', unit: 'Unit', hardwareNumber: 'Hardware number', question: 'Question', status: 'Status' },
    },
  },
  files_section: {
    menu: { section: 'Files', files: 'Tuned files', pre_order: 'Pre-order requests' },
    list: { title: 'Tuned files', search: 'Hardware number or software version', empty: 'No tuned file matches.', none: 'No tuned files yet.', download: 'Download' },
    project: {
      title: 'Project', heading: 'Project of order #%{number}', vehicle: 'Vehicle', dealer: 'Dealer', status: 'Status', calibrator: 'Calibrator', none: '—',
      reads: 'Original reads', round: 'Round %{round}', versions: 'Tuned versions', version: 'Version %{version}',
      chat: 'Chat attachments', no_chat: 'No attachment in the order chat.', no_versions: 'No tuned version delivered yet.',
      hardware: 'Hardware number: %{value}', software: 'Software version: %{value}', download: 'Download', open_order: 'Open the order',
    },
    tuned: {
      title: 'Tuned files', heading: 'Tuned files of order #%{number}', project: 'The whole project',
    },
    pre_order: {
      title: 'Pre-order requests', ask_title: 'Ask before ordering', ask_hint: 'Upload your read and ask us about it before you order.',
      unit: 'Unit', file: 'Read', choose: 'Choose file', question: 'Your question', ask: 'Send question', asked: 'Your question has been sent',
      answer: 'Answer', answer_button: 'Send answer', answered: 'The answer has been sent', waiting: 'Waiting for an answer',
      answered_by: 'Answered by %{name}', status_open: 'Open', status_answered: 'Answered', empty: 'No pre-order requests yet.',
      download: 'Download the read', numbers: 'Hardware number %{hardware} · software version %{software}',
    },
    stock: { tuned: 'A tuned file is in stock for %{stages}: an order of that stage with this exact read is delivered at once when paid.' },
  },
};
