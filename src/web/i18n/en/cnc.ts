// CNC machining and cable assembly pages (issue 12), English. Parameter and rule texts come from the shared modules.
export const cncPage = {
  title: 'CNC Machining',
  lead: 'Milled and turned parts in metal and engineering plastics. Upload your STEP model: our engineers quote it in about 2 hours.',
  upload: {
    title: 'Your 3D model',
    label: 'STEP or IGES model',
    hint: 'STEP (.step, .stp) or IGES (.iges, .igs), up to 8 MB. We read the size and volume for you.',
    choose: 'Choose a model',
    reading: 'Reading the model…',
    signIn: 'Sign in to upload your model.',
    drawing: 'Drawing (PDF, optional)',
    drawingHint: 'Tolerances, threads and surface callouts; up to 20 MB.',
    drawingAttached: 'Drawing: {{name}}',
  },
  model: {
    format: 'Format', solids: 'Solid bodies', volume: 'Volume', size: 'Bounding box', volumeValue: '{{value}} cm³',
    preview: 'Bounding box of {{name}}: {{x}} × {{y}} × {{z}} mm', step: 'STEP', iges: 'IGES', parts: 'Parts: {{names}}',
    viewerNote: 'The dimensions below are filled in from the model; change them if the part is smaller than its model.',
  },
  form: {
    title: 'Part specification', dimensions: 'Overall dimensions (mm)', materialPlaceholder: 'Choose a grade',
    groups: { aluminium: 'Aluminium', steel: 'Steel and stainless steel', metal: 'Other metals', plastic: 'Plastics' },
  },
  quote: {
    title: 'Manual quote',
    promise: 'Our engineers quote CNC parts in about 2 hours.',
    hours: 'Working hours: Monday to Friday, {{start}}–{{end}} China Standard Time (UTC+8); that is {{localStart}}–{{localEnd}} your time.',
    after: 'You get an e-mail with the price for each quantity, the lead time and our design-for-manufacturing notes. Confirm the quote in your cart, then check out.',
    needModel: 'Upload the model to send the part for a quote.',
    shipping: 'Shipping sale: the quote is before shipping; the cost is shown at checkout.',
  },
};

export const cablePage = {
  title: 'Cable & Harness Assembly',
  lead: 'Crimped cable assemblies with JST, Molex, DuPont, M12 and USB-C connectors. Standard cables are priced instantly.',
  sections: { cable: 'Cable', ends: 'Connectors', wires: 'Wires and pin-out', finish: 'Labels and heat-shrink', order: 'Quantity and notes' },
  pinout: { wire: 'Wire', a: 'End A pin', b: 'End B pin', colour: 'Colour', straight: 'Straight through', reversed: 'Reversed' },
  labelPlaceholder: 'e.g. J3 MOTOR',
  drawingTitle: 'Cable drawing',
  drawingAlt: 'Drawing of the cable: {{a}} to {{b}}, {{length}} mm',
  drawingUpload: 'Your drawing (PDF, optional; a drawing makes it a manual quote)',
  price: {
    title: 'Price', total: 'Total', unit: 'Per piece', days: 'Build time: {{days}} working days', calculating: 'Calculating…',
    manual: 'This cable needs a manual quote: our engineers answer in about 2 hours.',
    after: 'Add it to the cart to send it: you get an e-mail with the price and lead time, confirm the quote in your cart, then check out.',
    custom: {
      connector: 'M12 and USB-C ends are made to order.', cableType: 'Shielded and coaxial cable is quoted by hand.',
      drawing: 'Cables built to a drawing are checked by an engineer.', quantity: 'Large runs are planned by hand.',
    },
    shipping: 'Shipping sale: the price is before shipping; the cost is shown at checkout.',
  },
};
