import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  // The design system's components, then the storefront's (next to each component; their
  // decorator and demo data are in apps/web/src/stories-support/), then the engine driven
  // through its public entry (packages/engine/stories/).
  stories: [
    '../packages/ui/src/**/*.stories.@(ts|tsx)',
    '../apps/web/src/**/*.stories.@(ts|tsx)',
    '../packages/engine/stories/**/*.stories.@(ts|tsx)',
  ],
  // The demo garments, materials, environments and decals the engine's stories show.
  staticDirs: [{ from: '../assets', to: '/assets' }],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
};

export default config;
