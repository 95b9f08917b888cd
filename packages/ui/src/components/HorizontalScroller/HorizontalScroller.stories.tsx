import type { Meta, StoryObj } from '@storybook/react-vite';
import { sampleImage } from '../../test/images';
import { HorizontalScroller } from './HorizontalScroller';

function Demo() {
  return (
    <HorizontalScroller label="Featured" title={<strong>Featured</strong>}>
      {[
        'Shop made-to-order',
        'Design in 3D',
        'Open a creator shop',
        'For manufacturers',
        'Pre-orders',
        'Samples',
      ].map((title, index) => (
        <li key={title} style={{ width: 200 }}>
          <img
            src={sampleImage(String(index + 1), index * 40)}
            alt=""
            style={{ width: '100%', aspectRatio: '16 / 10', objectFit: 'cover', borderRadius: 8 }}
          />
          <strong style={{ fontSize: 14 }}>{title}</strong>
        </li>
      ))}
    </HorizontalScroller>
  );
}

const meta = { title: 'Components/HorizontalScroller', component: Demo } satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const HeaderCards: Story = {};
