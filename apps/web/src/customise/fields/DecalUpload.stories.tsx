import type { Meta, StoryObj } from '@storybook/react-vite';
import { withStorefront } from '../../stories-support/storefront';
import { demoFields } from '../demoForm';
import { DecalUpload } from './DecalUpload';
import './fields.css';

/** The shopper's own decal image: checked, converted to WebP, then stored. */
const meta = {
  title: 'Customise/Fields/Decal upload',
  component: DecalUpload,
  decorators: [withStorefront],
  args: {
    field: demoFields.decalLayerConfig,
    uploadImage: (image: Blob) => Promise.resolve(URL.createObjectURL(image)),
    onUploaded: () => {},
  },
} satisfies Meta<typeof DecalUpload>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {};
export const Disabled: Story = { args: { disabled: true } };
