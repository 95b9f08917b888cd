import { useState } from 'react';
import type { DesignPanelProps } from '../panels/contract';
import { ColorwayConfig } from './ColorwayConfig';
import { ColorwayList } from './ColorwayList';
import './designPanel.css';

/**
 * 002 §2 Colorways: the list of groups, and one group's config panel in its place. A group
 * that disappears (deleted, or undone) returns to the list.
 */
export function ColorwaysPanel(props: DesignPanelProps) {
  const [open, setOpen] = useState<string | null>(null);
  // Back in the list, focus returns to the tile of the group just left.
  const [left, setLeft] = useState<string | null>(null);
  const group = props.doc.item.combination_config.groups.find((each) => each.value === open);
  if (group)
    return (
      <ColorwayConfig
        {...props}
        group={group}
        onClose={() => {
          setLeft(group.value);
          setOpen(null);
        }}
      />
    );
  return <ColorwayList {...props} onOpen={setOpen} focusGroup={left} />;
}
