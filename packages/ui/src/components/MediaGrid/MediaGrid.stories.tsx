import type { Meta, StoryObj } from '@storybook/react-vite';
import { sampleImage } from '../../test/images';
import { Tile } from '../Tile/Tile';
import { MediaGrid, MediaGridItem } from './MediaGrid';

function GridDemo({ columns }: { columns: number }) {
  return (
    <MediaGrid columns={columns} label="Creations">
      {Array.from({ length: 10 }, (_, index) =>
        index === 2 ? (
          <MediaGridItem key={index} span={[2, 2]}>
            <Tile bare href="#" alt="Trending: Minimal" title="Minimal" src={sampleImage('Trend', 200)} />
          </MediaGridItem>
        ) : (
          <MediaGridItem key={index}>
            <Tile
              href="#"
              alt={`Piece ${index + 1}`}
              title={`Piece ${index + 1}`}
              subtitle="Mei Lin"
              price="HK$ 380.00"
              src={sampleImage(String(index + 1), index * 30)}
            />
          </MediaGridItem>
        ),
      )}
    </MediaGrid>
  );
}

const meta = { title: 'Components/MediaGrid', component: GridDemo, args: { columns: 5 } } satisfies Meta<
  typeof GridDemo
>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Wide: Story = {};
export const Narrow: Story = { args: { columns: 3 } };
