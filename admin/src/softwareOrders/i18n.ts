import { offerDetailEn } from './offerDetail/i18n';

/** resources.software-orders.* and software_orders.* (spec sections 2 to 5 and 8: order software, the order list and detail, checkout). */
export const softwareOrdersEn = {
  resources: {
    'software-orders': {
      name: 'Software order |||| Software orders',
      fields: {
        number: 'Number', createdAt: 'Date', dealerName: 'Dealer', vin: 'VIN', vehicle: 'Vehicle', type: 'Type', stage: 'Stage',
        status: 'Status', total: 'Total', q: 'Search', from: 'From', to: 'To', dealerId: 'Dealer',
      },
    },
  },
  software_orders: {
    menu: { section: 'Software', order: 'Order software', order_file: 'Order from a stock file', list: 'Software orders' },
    alert: { title: 'Order update', open: 'Open' },
    steps: { files: 'Original files', vehicle: 'Vehicle', order: 'Order', extras: 'Urgency, coupon and note' },
    upload: {
      ECU: 'ECU read', ECU_hint: 'The original engine file, for ECU and ECU + DSG orders',
      TCU: 'TCU read', TCU_hint: 'The original gearbox file, for DSG and ECU + DSG orders',
      choose: 'Choose file', replace: 'Replace file',
      success: 'File uploaded successfully', error: 'Upload Error',
    },
    files: { copy: 'Copy the SHA-256', copied: 'Copied', download: 'Download' },
    vehicle: {
      vin: 'VIN', vin_hint: '17 or 18 characters; 17 to search by VIN',
      mode: 'How do you want to find the vehicle?', mode_vin: 'Automatic (by VIN)', mode_manual: 'Manual search',
      change: 'Change vehicle',
      vin_no_vehicle: 'No vehicle found for the VIN %{vin}: use the manual search.',
    },
    order: {
      title: 'Order software',
      type: 'Order type', stage: 'Stage', options: 'Options', option_none: 'None',
      dsg_hardware: 'DSG hardware modification', dsg_hardware_hint: 'Required for DSG orders',
      invoice_number: 'Hardware invoice number', invoice_number_hint: '%{min} to %{max} characters',
      urgency: 'Urgency', urgency_hint: 'A faster delivery costs a surcharge',
      note: 'Note for the calibrator',
      vehicle_first: 'Find the vehicle first: the stages and prices are its own.',
      gearbox_first: 'Choose the gearbox of the vehicle to see its DSG stages.',
      no_stages: 'No stage of this order type is offered for this vehicle.',
      to_checkout: 'Continue to payment',
      restart: 'Start over',
    },
    coupon: { code: 'Coupon', apply: 'Apply', applied: '%{code}: -%{percent}%' },
    urgency: { none: 'Standard (no urgency)', week: '1 week', two_days: '2 days', day: '1 day', four_hours: '4 hours', two_hours: '2 hours', hour: '1 hour' },
    hardware: { not_installed: 'Not installed', mechatronic: 'Mechatronic', gearbox: 'Gearbox', other: 'Other' },
    lines: { upgrade: 'Upgrade discount', dsg_hardware: 'DSG hardware modification (not installed)', urgency: 'Urgency: %{urgency}', coupon: 'Coupon %{detail}', promotion: 'Promotion %{detail}' },
    status: {
      new: 'New', waiting_response: 'Response required', waiting_feedback: 'Tune Supplied', in_process: 'In Process', completed: 'Completed',
      cancel: 'Cancel', warranty: 'Warranty', rejected: 'Rejected', datalogging: 'Datalogging', tvs_verification: 'TVS verification', transfer: 'Transfer',
    },
    payment: { paid: 'Paid', awaiting: 'Payment pending', void: 'Not paid', priceRequested: 'Price on request' },
    price: {
      title: 'Price', updating: 'Updating the price', total: 'Total', included: 'Included',
      empty: 'Choose the vehicle, the order type and the stage to see the price.',
      on_request_note: 'Part of this order is priced on request: an administrator sets the price and you are charged then.',
    },
    pay: {
      balance: 'Your balance', balance_after: 'Balance after this order',
      no_balance: 'You cannot pay: your balance of %{balance} does not cover the total of %{total}, and your account may not order without balance. Buy or ask for credits first.',
      credit_limit_reached: 'You cannot pay: you have reached your credit limit. Pay what you owe before ordering.',
      on_request_needs_balance: 'You cannot order: a price on request needs a balance above 0.',
      without_balance: 'Your account may order without balance: this order takes your balance below zero.',
      new_total: 'New total: %{total}.',
      button: 'Pay %{total}', button_plain: 'Pay',
      confirm_title: 'Pay this order?', confirm_text: 'You pay %{total} for this order. Are you sure you want to perform this action?', confirm_yes: 'Pay',
    },
    missing: {
      title: 'Before paying:',
      read_ECU: 'upload the ECU read', read_TCU: 'upload the TCU read', vehicle: 'find the vehicle', gearbox: 'choose the gearbox',
      type: 'choose the order type', stage: 'choose the stage', dsg_hardware: 'choose the DSG hardware modification',
      invoice_number: 'enter the hardware invoice number (5 to 10 characters)', vin: 'correct the VIN or leave it empty',
    },
    checkout: {
      title: 'Checkout', heading: 'Check your order and pay', back: 'Back to the order',
      nothing: 'There is no order ready to pay: prepare it on the order screen first.',
    },
    fields: { vehicle: 'Vehicle', vin: 'VIN', type: 'Order type', stage: 'Stage', files: 'Files', createdAt: 'Ordered', dealerName: 'Dealer' },
    list: { title: 'Software orders', search: 'VIN or number', empty: 'No software orders yet.', dealer: 'Dealer' },
    detail: {
      title: 'Software order', heading: 'Order #%{number}', vehicle: 'Vehicle and order', files: 'Files', price: 'Price breakdown', actions: 'Actions',
      price_set: 'Price set by the administrator: %{price}', charged: 'Charged: %{amount}',
      documents: 'Documents', certificate: 'Certificate of the tune', overview: 'Order overview', admin_overview: 'Overview for the administration',
      documents_hint: 'Public links: whoever has one can open it.',
    },
    status_change: {
      title: 'Change the status', to: 'New status', note: 'Note (optional)', button: 'Change status', done: 'The status has been changed',
      confirm_title: 'Move the order to %{status}?',
    },
    price_form: {
      title: 'Set the price', price: 'Price (credits)', hint: 'The dealer is charged at once', button: 'Set price', done: 'The price has been set',
      confirm_title: 'Set the price to %{price} credits?', refused: 'The charge was refused: %{reason}',
    },
    file_details: { hardwareNumber: 'Hardware number', softwareVersion: 'Software version', tool: 'Tool', optional: 'Optional' },
    section: {
      none: 'Your account may not order any software type: please ask your administrator to open an order section for you.',
      none_for_unit: 'Your account may not order %{type} software: please ask your administrator.',
    },
    stock: {
      title: 'Order from a stock file', find: 'Find the stock file of your read', unit: 'Unit', search: 'Search',
      results: 'Matching stock files', name: 'File', size: 'Size', choose: 'Order from %{name}',
      none: 'No stock file matches this read',
    },
    history: {
      title: 'Your previous orders of this car', none: 'You have no previous order of this car.', completed: 'Completed order',
      upgrade: 'A previous %{type} %{stage} order of %{date} gives this order an upgrade discount',
    },
    timeline: {
      title: 'Timeline', by: 'By %{who}', portal: 'the portal', you: 'you', staff: 'staff',
      placed: 'Placed', charged: 'Charged', payment_refused: 'Payment refused', price_set: 'Price set', status_changed: 'Status changed', refunded: 'Refunded',
    },
    offer_detail: offerDetailEn,
  },
};
