/**
 * The English source of every text the product shows, keyed by message key. Domain
 * functions return keys (with parameters), never prose; the hosts translate them with
 * i18next, whose `{{param}}` interpolation these texts use. Texts quoted by the
 * specification are copied verbatim, including their spelling ('Doube click rename me',
 * 'Manufactoring', 'All favas', 'wanna'). Keys marked "ours" name texts the documents
 * describe without quoting; their wording is recorded in docs/decisions.md.
 */
export const MESSAGES_EN = {
  // 000 §4 pre-order status and buttons
  'preorder.notEnough': 'Not enough pre orders',
  'preorder.goalReached': 'Pre order goal reached',
  'preorder.inProgress': 'Pre order in progress',
  'preorder.ended': 'Pre order ended',
  'preorder.available': 'Available for purchase now',
  'preorder.orderNow': 'Preorder now',
  'preorder.alreadyEnded': 'Preorder already end',
  // 000 §5, §8 ordering and the cart
  'sample.selectAtLeastOneSize': 'Please select at least one size.',
  'quantity.outOfRange': 'Please choose an amount from {{min}} to {{max}}',
  'order.loginFirst': 'To preorder, please log in first.',
  'order.loginAction': 'Login',
  'cart.added': 'Successfully added to cart',
  'cart.viewCart': 'View Cart',
  'cart.title': 'Cart',
  'cart.header': 'My shopping cart',
  'cart.orderNow': 'Order Now',
  'cart.empty': 'Your cart is empty',
  'cart.shopNow': 'Shop Now',
  'cart.itemEdited': 'Item edited',
  'cart.itemDeleted': 'Item deleted',
  // 000 §8 favourites, avatars, sharing
  'favourite.added': 'Favorited',
  'favourite.removed': 'Unfavorited',
  'favourite.allAction': 'All favas',
  'favourite.failed': 'Favorite update failed',
  'avatar.notFound': 'Avatar not found',
  'share.unsupported': 'Web Share API not supported',
  'share.imageCopied': 'Image copied to clipboard!',
  'share.linkCopied': 'Link copied to clipboard!',
  // 000 §5 deleting a creation
  'creation.orderedArchive':
    'This creation has been ordered, so it cannot be deleted. Do you want to archive it?',
  'creation.confirmDelete': 'Do you really wanna delete this creation?',
  // 000 §2 navigation and tabs
  'nav.home': 'Home',
  'nav.shop': 'Shop',
  'nav.creators': 'Creators',
  'nav.collections': 'Collections',
  'nav.howTo.shopping': 'Shopping',
  'nav.howTo.creating': 'Creating',
  'nav.howTo.manufacturing': 'Manufactoring',
  'nav.becomeCreator': 'Become creator',
  'notifications.allRead': 'All read',
  'tab.trending': 'Trending',
  'tab.latest': 'Latest',
  'tab.discover': 'Discover',
  'tab.following': 'Following',
  'detail.gallery': 'Gallery',
  'detail.optic': '3D',
  // 000 §9 texts described, not quoted (ours)
  'detail.averageProduction': 'Average production: 5-7 working days',
  'detail.madeToOrder': 'Made to order: 10-15 working days',
  'detail.pricesExcludeShipping': 'Prices exclude shipping',

  // 001 §2, §4 editor steps and top bar
  'editor.step.design': 'Design',
  'editor.step.render': 'Render',
  'editor.step.info': 'Info',
  'editor.step.sale': 'Sale',
  'editor.step.preview': 'Review',
  'editor.neverSaved': 'Never saved',
  'editor.loginToSave': 'Login to save',
  'editor.save': 'Save',
  'editor.saveDraft': 'Save draft',
  'editor.publish': 'Publish',
  'editor.unpublish': 'Unpublish',
  'editor.update': 'Update',
  'editor.draftSaved': 'Draft saved',
  'editor.alreadyPublished': 'Already published',
  'editor.confirmUnpublish': 'Are you sure you want to unpublish?',
  'editor.unsavedChanges': 'You have unsaved changes. Are you sure you want to leave?',
  'editor.backToDesign': 'Back to design',
  'editor.shortcuts': 'Shortcuts',
  'editor.resetViewport': 'Reset Viewport',
  'editor.addMediaPlate': 'Add media plate',
  'editor.creationNamePlaceholder': 'Name your creation',
  // 001 §5 save validation
  'editor.save.creationName': 'Please enter a name for your creation',
  'editor.save.prebuildName': 'Please enter a name for your prebuild',
  'editor.save.category': 'Please select a category',
  'editor.save.media': 'Please add a media',
  'editor.save.firstCapture': 'Please click "Refresh all capture image" to setup your first media',
  'editor.save.size': 'At least one size should be available',
  'editor.save.purchaseType': 'At least one purchase type is required',
  // 001 §5 pricing and manufacturing time
  'editor.price.belowBase': 'The price is lower than the base price',
  'editor.price.invalid': 'Please enter a price using digits and a dot',
  'editor.manufacturingTime.notNumeric': 'Please enter the manufacturing time in days',
  // 001 §8 save results and image errors
  'editor.toast.uploadBannerFailed': 'Error uploading banner',
  'editor.toast.uploadImageFailed': 'Error uploading image',
  'editor.toast.saveFailed': '{{message}} - Please contact support or try again later.',
  'editor.toast.saved': 'Update successfully',
  'editor.toast.backToView': 'Back to view',
  'editor.media.videoComingSoon': 'This feature is coming soon',
  'image.sourceRequired': 'Source image is required',
  'image.invalidSourceType': 'Invalid source type. Must be File object or string (data URL/URL)',
  'image.loadFailed': 'Failed to load image',
  'image.readFailed': 'Failed to read file',
  'image.blobFailed': 'Failed to create blob',
  'image.canvasFailed': 'Canvas conversion failed',
  'image.diffuseLoadFailed': 'Failed to load diffuse map',
  'image.opacityLoadFailed': 'Failed to load opacity map',
  'image.diffuseReadFailed': 'Failed to read diffuse map file',
  'image.opacityReadFailed': 'Failed to read opacity map file',
  'image.mergeFailed': 'Merge failed',
  'image.invalidUrlOrFile': 'Invalid URL or file',
  'protocol.functionNotFound': 'Function not found',

  // 002 §2 form builder
  'form.title': 'Form Builder',
  'form.newFeature': 'New feature',
  'form.madeToOrderOnly': "Applies only to the 'Made to order' sales type",
  'form.unassigned': 'Unassigned',
  'form.fillMode': 'Fill Mode',
  'form.addSection': 'Add Section',
  'form.empty.title': 'No sections or questions yet',
  'form.empty.hint': 'Create a section or add questions to get started',
  'form.defaultDescription': 'Product customization form',
  'form.section.numbered': 'Section {{number}}',
  'form.section.new': 'New Section',
  'form.section.general': 'General Questions',
  'form.confirm.deleteField': 'Are you sure you want to delete this field?',
  'form.confirm.removeSection':
    'This section contains {{count}} question(s). Are you sure you want to remove it? Questions will be moved to "Unassigned".',
  // 002 §2 scene settings tiles
  'scene.background': 'Background',
  'scene.environment': 'Environment',
  'scene.appearance': 'Appearance',
  'scene.form': 'Form',
  'scene.new': 'New',
  // 002 §2 material initializer
  'material.linked': 'Linked',
  'material.editSelectable': 'Edit Selectable Material',
  'material.library': 'Your Material Library',
  'material.sortNewest': 'Newest',
  'material.sortOldest': 'Oldest',
  'material.selectedCount': 'Selected {{count}} Materials',
  'material.selectedList': 'Selected Material List',
  // 002 §2 decal panel
  'decal.header': 'Design',
  'decal.defaultPartManagement': 'Default Part Management',
  'decal.textModeComingSoon':
    "We're working on this feature, and it will be available soon. Please check back later!",
  'decal.apply': 'Apply',
  'decal.defaultLayerName': 'Doube click rename me',
  'decal.fileTooLarge': 'File size is too large, please upload a file smaller than 5MB',
  'decal.fileTooLargeLimit': 'File size is too large, please upload a file smaller than {{size}}MB',
  'decal.uploadHint': 'At least 1800px x 1800px (300 dpi); jpg and png recommended',
  'decal.confirmDeleteLayer': 'Are you sure you want to delete this layer?',
  'decal.allowCreatorCustom': 'Allow Creator Custom Decal',
  'decal.allowCustomer': 'Allow Customer Decal',
  'decal.limitCreator': 'Limit Creator',
  // 002 §2 colorways and variations
  'colorway.title': 'Colorways',
  'colorway.combinations': 'Combinations',
  'colorway.selectParts': 'Select Parts',
  'colorway.grid': 'Colorway Grid',
  'colorway.optionMaterial': 'OPTION MATERIAL',
  'colorway.editOption': 'Edit Option',
  'colorway.newGroup': 'New Com.',
  'colorway.newOption': 'New Option',
  'colorway.confirmDeleteGroup': 'Are you sure to delete this group?',
  'colorway.confirmDeleteOption': 'Are you sure to delete this option?',
  'variation.title': 'Variation',
  'variation.newVariant': 'New Variant',
  'variation.newOption': 'New Option',
  'variation.confirmDelete': 'Are you sure to delete this variation?',
  'variation.enableForCreator': 'Enable Variation for Creator',
  'permission.enableCreatorEdit': 'Enable Creator Edit',
  'permission.enableConsumerEdit': 'Enable Consumer Edit',
  // 002 §8 empty states and errors
  'empty.noParts': 'No parts available. Make sure your combination_config.parts is properly configured.',
  'empty.noVariations': 'No variations available. Create variations in the Design panel first.',
  'empty.noColorways': 'No colorways available. Create colorways in the Design panel first.',
  'empty.noOptions': 'No options available',
  'empty.noGroup': 'No group found',
  'empty.noVariant': 'No variant found',
  'empty.noCombinations': 'No combinations available',
  'empty.noLayers': 'No layers',
  'empty.selectPartsForColorways': 'Select parts above to start creating colorways',
  // 002 §2 lighting presets
  'lighting.default': 'default',
  'lighting.dramaticContrast': 'Dramatic Contrast',
  'lighting.softAmbience': 'Soft Ambience',
  'lighting.sideHighlight': 'Side Highlight',
  'lighting.overheadGlow': 'Overhead Glow',
  'lighting.neonNights': 'Neon Nights',
  'lighting.solarFlare': 'Solar Flare',
  'lighting.quantumFlux': 'Quantum Flux',
  'lighting.shadowyAbyss': 'Shadowy Abyss',
  'lighting.spectralWhisper': 'Spectral Whisper',
  // 002 §5 form-builder inputs (ours)
  'formInput.notANumber': 'Please enter a number',
  'formInput.min': 'Please enter a value of at least {{min}}',
  'formInput.max': 'Please enter a value of at most {{max}}',
  'formInput.wholeNumber': 'Please enter a whole number',
  'formInput.step': 'Please enter a multiple of {{step}}',
  'formInput.invalidDates': 'These lines are not dates written YYYY-MM-DD: {{lines}}',
  'formInput.maxSelections': 'You can select at most {{max}} option(s)',
  // 002 §6, 001 §6: a creation's save refused by what its prebuild allows (decision: texts ours)
  'permission.colorwaysAddRemove': 'This prebuild does not allow creators to add or remove colorways.',
  'permission.colorwayEdit': 'This prebuild does not allow creators to edit the colorway "{{name}}".',
  'permission.variationsAddRemove': 'This prebuild does not allow creators to add or remove variations.',
  'permission.variationEdit': 'This prebuild does not allow creators to edit the variation "{{name}}".',
  'permission.decalLocked': 'This prebuild does not allow creators to change the decal "{{name}}".',
  'permission.decalLimitChanged':
    'The area limit of the decal "{{name}}" is set by the prebuild and cannot be changed.',
  'permission.decalOutsideLimit': 'The decal "{{name}}" must stay inside the area the prebuild allows.',
  'permission.decalNone': 'This prebuild does not allow creators to add decals.',
  'permission.decalCount': 'This prebuild allows at most {{count}} decal(s) of your own.',
  'permission.materialNotAllowed':
    'The material "{{material}}" is not one the prebuild allows for the part "{{part}}".',
  // Issue 17 the customer form's answers (ours; an invalid decal is 'image.invalidUrlOrFile', 002 §8)
  'answer.required': 'This question needs an answer.',
  'answer.chooseOption': 'Choose one of the options.',
  'answer.tooMany': 'Choose at most {{max}}.',
  'answer.number': 'Enter a number.',
  'answer.numberMin': 'Enter {{min}} or more.',
  'answer.numberMax': 'Enter {{max}} or less.',
  'answer.numberStep': 'Use steps of {{step}}.',
  'answer.textTooLong': 'Use at most {{max}} characters.',
  'answer.date': 'Enter a date as {{format}}.',
  'answer.dateMin': 'Choose {{date}} or later.',
  'answer.dateMax': 'Choose {{date}} or earlier.',
  'answer.dateDisabled': 'This date is not available.',
  'answer.colour': 'Choose a colour.',
  'answer.overlayTooLong': 'Use at most {{max}} characters.',
  // Issue 17: the server refused an answer (422 invalid_answers); its reason is the server's text
  'customerForm.notAccepted': 'This answer was not accepted: {{reason}}',
  // Issue 18: an instant purchase (or a sample) asks a guest to log in (ours; 000 §8's text is for pre-orders)
  'order.loginToOrder': 'Please log in to order.',
} as const;

/** A key of the English catalogue; a missing key is a type error (STYLE.md 12). */
export type MessageKey = keyof typeof MESSAGES_EN;

/** Interpolation values of a message, by `{{param}}` name. */
export type MessageParams = Readonly<Record<string, string | number>>;

/** What domain functions return instead of prose: a key and its parameters. */
export interface Message {
  readonly key: MessageKey;
  readonly params?: MessageParams;
}

/** Builds a {@link Message}; `params` is left out when there are none. */
export const message = (key: MessageKey, params?: MessageParams): Message =>
  params === undefined ? { key } : { key, params };

/**
 * Renders a message from a catalogue with i18next-style `{{param}}` interpolation.
 * Hosts use i18next; this is for the server, logs and tests. A parameter that is not
 * given is left as written, so a missing value shows up instead of vanishing.
 */
export const formatMessage = (
  msg: Message,
  catalogue: Readonly<Record<MessageKey, string>> = MESSAGES_EN,
): string =>
  catalogue[msg.key].replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => {
    const value = msg.params?.[name];
    return value === undefined ? whole : String(value);
  });
