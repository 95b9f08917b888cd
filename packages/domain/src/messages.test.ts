import { describe, expect, it } from 'vitest';
import type { MessageKey } from './messages';
import { MESSAGES_EN, formatMessage, message } from './messages';

/** Every text the documents quote, with where it is quoted. Asserted verbatim. */
const QUOTED: readonly [string, MessageKey, string][] = [
  ['000 §4', 'preorder.notEnough', 'Not enough pre orders'],
  ['000 §4', 'preorder.goalReached', 'Pre order goal reached'],
  ['000 §4', 'preorder.inProgress', 'Pre order in progress'],
  ['000 §4', 'preorder.ended', 'Pre order ended'],
  ['000 §4', 'preorder.available', 'Available for purchase now'],
  ['000 §4', 'preorder.orderNow', 'Preorder now'],
  ['000 §4', 'preorder.alreadyEnded', 'Preorder already end'],
  ['000 §5', 'sample.selectAtLeastOneSize', 'Please select at least one size.'],
  ['000 §8', 'order.loginFirst', 'To preorder, please log in first.'],
  ['000 §8', 'order.loginAction', 'Login'],
  ['000 §8', 'cart.added', 'Successfully added to cart'],
  ['000 §8', 'cart.viewCart', 'View Cart'],
  ['000 §2', 'cart.title', 'Cart'],
  ['000 §2', 'cart.header', 'My shopping cart'],
  ['000 §2', 'cart.orderNow', 'Order Now'],
  ['000 §2', 'cart.empty', 'Your cart is empty'],
  ['000 §2', 'cart.shopNow', 'Shop Now'],
  ['000 §7', 'cart.itemEdited', 'Item edited'],
  ['000 §7', 'cart.itemDeleted', 'Item deleted'],
  ['000 §8', 'favourite.added', 'Favorited'],
  ['000 §8', 'favourite.removed', 'Unfavorited'],
  ['000 §8', 'favourite.allAction', 'All favas'],
  ['000 §8', 'favourite.failed', 'Favorite update failed'],
  ['000 §8', 'avatar.notFound', 'Avatar not found'],
  ['000 §8', 'share.unsupported', 'Web Share API not supported'],
  ['000 §8', 'share.imageCopied', 'Image copied to clipboard!'],
  ['000 §8', 'share.linkCopied', 'Link copied to clipboard!'],
  [
    '000 §5',
    'creation.orderedArchive',
    'This creation has been ordered, so it cannot be deleted. Do you want to archive it?',
  ],
  ['000 §5', 'creation.confirmDelete', 'Do you really wanna delete this creation?'],
  ['000 §2', 'nav.home', 'Home'],
  ['000 §2', 'nav.shop', 'Shop'],
  ['000 §2', 'nav.creators', 'Creators'],
  ['000 §2', 'nav.collections', 'Collections'],
  ['000 §2', 'nav.howTo.shopping', 'Shopping'],
  ['000 §2', 'nav.howTo.creating', 'Creating'],
  ['000 §2', 'nav.howTo.manufacturing', 'Manufactoring'],
  ['000 §6', 'nav.becomeCreator', 'Become creator'],
  ['000 §2', 'notifications.allRead', 'All read'],
  ['000 §2', 'detail.gallery', 'Gallery'],
  ['000 §2', 'detail.optic', '3D'],
  ['001 §2', 'editor.step.design', 'Design'],
  ['001 §2', 'editor.step.render', 'Render'],
  ['001 §2', 'editor.step.info', 'Info'],
  ['001 §2', 'editor.step.sale', 'Sale'],
  ['001 §2', 'editor.step.preview', 'Review'],
  ['001 §2', 'editor.neverSaved', 'Never saved'],
  ['001 §2', 'editor.loginToSave', 'Login to save'],
  ['001 §2', 'editor.save', 'Save'],
  ['001 §4', 'editor.saveDraft', 'Save draft'],
  ['001 §2', 'editor.publish', 'Publish'],
  ['001 §2', 'editor.unpublish', 'Unpublish'],
  ['001 §4', 'editor.update', 'Update'],
  ['001 §4', 'editor.draftSaved', 'Draft saved'],
  ['001 §4', 'editor.alreadyPublished', 'Already published'],
  ['001 §4', 'editor.confirmUnpublish', 'Are you sure you want to unpublish?'],
  ['001 §5', 'editor.unsavedChanges', 'You have unsaved changes. Are you sure you want to leave?'],
  ['001 §2', 'editor.backToDesign', 'Back to design'],
  ['001 §2', 'editor.shortcuts', 'Shortcuts'],
  ['001 §2', 'editor.resetViewport', 'Reset Viewport'],
  ['001 §2', 'editor.addMediaPlate', 'Add media plate'],
  ['001 §5', 'editor.creationNamePlaceholder', 'Name your creation'],
  ['001 §5', 'editor.save.creationName', 'Please enter a name for your creation'],
  ['001 §5', 'editor.save.prebuildName', 'Please enter a name for your prebuild'],
  ['001 §5', 'editor.save.category', 'Please select a category'],
  ['001 §5', 'editor.save.media', 'Please add a media'],
  [
    '001 §5',
    'editor.save.firstCapture',
    'Please click "Refresh all capture image" to setup your first media',
  ],
  ['001 §5', 'editor.save.size', 'At least one size should be available'],
  ['001 §5', 'editor.save.purchaseType', 'At least one purchase type is required'],
  ['001 §5', 'editor.price.belowBase', 'The price is lower than the base price'],
  ['001 §8', 'editor.toast.uploadBannerFailed', 'Error uploading banner'],
  ['001 §8', 'editor.toast.uploadImageFailed', 'Error uploading image'],
  ['001 §8', 'editor.toast.saveFailed', '{{message}} - Please contact support or try again later.'],
  ['001 §8', 'editor.toast.saved', 'Update successfully'],
  ['001 §8', 'editor.toast.backToView', 'Back to view'],
  ['001 §5', 'image.sourceRequired', 'Source image is required'],
  ['001 §8', 'image.invalidSourceType', 'Invalid source type. Must be File object or string (data URL/URL)'],
  ['001 §8', 'image.loadFailed', 'Failed to load image'],
  ['001 §8', 'image.readFailed', 'Failed to read file'],
  ['001 §8', 'image.blobFailed', 'Failed to create blob'],
  ['001 §8', 'image.canvasFailed', 'Canvas conversion failed'],
  ['001 §8', 'image.diffuseLoadFailed', 'Failed to load diffuse map'],
  ['001 §8', 'image.opacityLoadFailed', 'Failed to load opacity map'],
  ['001 §8', 'image.diffuseReadFailed', 'Failed to read diffuse map file'],
  ['001 §8', 'image.opacityReadFailed', 'Failed to read opacity map file'],
  ['001 §8', 'image.mergeFailed', 'Merge failed'],
  ['002 §8', 'image.invalidUrlOrFile', 'Invalid URL or file'],
  ['001 §7', 'protocol.functionNotFound', 'Function not found'],
  ['002 §2', 'form.title', 'Form Builder'],
  ['002 §2', 'form.newFeature', 'New feature'],
  ['002 §2', 'form.unassigned', 'Unassigned'],
  ['002 §2', 'form.fillMode', 'Fill Mode'],
  ['002 §2', 'form.addSection', 'Add Section'],
  ['002 §2', 'form.empty.title', 'No sections or questions yet'],
  ['002 §2', 'form.empty.hint', 'Create a section or add questions to get started'],
  ['002 §3', 'form.defaultDescription', 'Product customization form'],
  ['002 §9', 'form.section.numbered', 'Section {{number}}'],
  ['002 §9', 'form.section.new', 'New Section'],
  ['002 §4', 'form.section.general', 'General Questions'],
  ['002 §5', 'form.confirm.deleteField', 'Are you sure you want to delete this field?'],
  [
    '002 §5',
    'form.confirm.removeSection',
    'This section contains {{count}} question(s). Are you sure you want to remove it? Questions will be moved to "Unassigned".',
  ],
  ['002 §2', 'scene.background', 'Background'],
  ['002 §2', 'scene.environment', 'Environment'],
  ['002 §2', 'scene.appearance', 'Appearance'],
  ['002 §2', 'scene.form', 'Form'],
  ['002 §2', 'scene.new', 'New'],
  ['002 §2', 'material.linked', 'Linked'],
  ['002 §2', 'material.editSelectable', 'Edit Selectable Material'],
  ['002 §2', 'material.library', 'Your Material Library'],
  ['002 §2', 'material.sortNewest', 'Newest'],
  ['002 §2', 'material.sortOldest', 'Oldest'],
  ['002 §2', 'material.selectedCount', 'Selected {{count}} Materials'],
  ['002 §2', 'material.selectedList', 'Selected Material List'],
  ['002 §2', 'decal.header', 'Design'],
  ['002 §2', 'decal.defaultPartManagement', 'Default Part Management'],
  [
    '002 §2',
    'decal.textModeComingSoon',
    "We're working on this feature, and it will be available soon. Please check back later!",
  ],
  ['002 §2', 'decal.apply', 'Apply'],
  ['002 §9', 'decal.defaultLayerName', 'Doube click rename me'],
  ['002 §5', 'decal.fileTooLarge', 'File size is too large, please upload a file smaller than 5MB'],
  ['002 §5', 'decal.confirmDeleteLayer', 'Are you sure you want to delete this layer?'],
  ['002 §6', 'decal.allowCreatorCustom', 'Allow Creator Custom Decal'],
  ['002 §6', 'decal.allowCustomer', 'Allow Customer Decal'],
  ['002 §6', 'decal.limitCreator', 'Limit Creator'],
  ['002 §2', 'colorway.title', 'Colorways'],
  ['002 §2', 'colorway.combinations', 'Combinations'],
  ['002 §2', 'colorway.selectParts', 'Select Parts'],
  ['002 §2', 'colorway.grid', 'Colorway Grid'],
  ['002 §2', 'colorway.optionMaterial', 'OPTION MATERIAL'],
  ['002 §2', 'colorway.editOption', 'Edit Option'],
  ['002 §9', 'colorway.newGroup', 'New Com.'],
  ['002 §9', 'colorway.newOption', 'New Option'],
  ['002 §5', 'colorway.confirmDeleteGroup', 'Are you sure to delete this group?'],
  ['002 §5', 'colorway.confirmDeleteOption', 'Are you sure to delete this option?'],
  ['002 §2', 'variation.title', 'Variation'],
  ['002 §9', 'variation.newVariant', 'New Variant'],
  ['002 §9', 'variation.newOption', 'New Option'],
  ['001 §5', 'variation.confirmDelete', 'Are you sure to delete this variation?'],
  ['002 §6', 'variation.enableForCreator', 'Enable Variation for Creator'],
  ['002 §6', 'permission.enableCreatorEdit', 'Enable Creator Edit'],
  ['002 §6', 'permission.enableConsumerEdit', 'Enable Consumer Edit'],
  [
    '002 §8',
    'empty.noParts',
    'No parts available. Make sure your combination_config.parts is properly configured.',
  ],
  ['002 §8', 'empty.noVariations', 'No variations available. Create variations in the Design panel first.'],
  ['002 §8', 'empty.noColorways', 'No colorways available. Create colorways in the Design panel first.'],
  ['002 §8', 'empty.noOptions', 'No options available'],
  ['002 §8', 'empty.noGroup', 'No group found'],
  ['002 §8', 'empty.noVariant', 'No variant found'],
  ['002 §8', 'empty.noCombinations', 'No combinations available'],
  ['002 §8', 'empty.noLayers', 'No layers'],
  ['002 §8', 'empty.selectPartsForColorways', 'Select parts above to start creating colorways'],
  ['002 §2', 'lighting.default', 'default'],
  ['002 §2', 'lighting.dramaticContrast', 'Dramatic Contrast'],
  ['002 §2', 'lighting.softAmbience', 'Soft Ambience'],
  ['002 §2', 'lighting.sideHighlight', 'Side Highlight'],
  ['002 §2', 'lighting.overheadGlow', 'Overhead Glow'],
  ['002 §2', 'lighting.neonNights', 'Neon Nights'],
  ['002 §2', 'lighting.solarFlare', 'Solar Flare'],
  ['002 §2', 'lighting.quantumFlux', 'Quantum Flux'],
  ['002 §2', 'lighting.shadowyAbyss', 'Shadowy Abyss'],
  ['002 §2', 'lighting.spectralWhisper', 'Spectral Whisper'],
];

describe('messages: every text the documents quote, verbatim', () => {
  it.each(QUOTED)('%s %s', (_where, key, text) => {
    expect(MESSAGES_EN[key]).toBe(text);
  });

  it('has no key twice in the quoted table', () => {
    const keys = QUOTED.map(([, key]) => key);
    expect(new Set(keys).size).toBe(keys.length);
  });
});

describe('messages: i18next interpolation', () => {
  it('002 §5 the remove-section confirmation names the count', () => {
    expect(formatMessage(message('form.confirm.removeSection', { count: 3 }))).toBe(
      'This section contains 3 question(s). Are you sure you want to remove it? Questions will be moved to "Unassigned".',
    );
  });

  it('001 §8 the save-failure toast carries the server message', () => {
    expect(formatMessage(message('editor.toast.saveFailed', { message: 'Conflict' }))).toBe(
      'Conflict - Please contact support or try again later.',
    );
  });

  it('leaves a missing parameter visible', () => {
    expect(formatMessage(message('form.section.numbered'))).toBe('Section {{number}}');
  });

  it('formats from another catalogue of the same keys', () => {
    const zh = { ...MESSAGES_EN, 'cart.empty': '購物車是空的' };
    expect(formatMessage(message('cart.empty'), zh)).toBe('購物車是空的');
  });

  it('builds messages without params when none are given', () => {
    expect(message('cart.empty')).toEqual({ key: 'cart.empty' });
    expect(message('form.section.numbered', { number: 2 })).toEqual({
      key: 'form.section.numbered',
      params: { number: 2 },
    });
  });

  it('uses only {{param}} placeholders (no other interpolation syntax)', () => {
    for (const text of Object.values(MESSAGES_EN)) {
      expect(text).not.toMatch(/\$\{|%s|\{\d\}/);
    }
  });
});
