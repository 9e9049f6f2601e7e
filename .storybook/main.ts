import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  stories: ['../stories/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-a11y', '@storybook/addon-vitest'],
  // The content's illustrations, served at /images/… as on the site.
  staticDirs: ['../public'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
  async viteFinal(config) {
    // The root vite.config.ts builds the library; Storybook builds an app.
    if (config.build) {
      delete config.build.lib;
      delete config.build.rolldownOptions;
      config.build.outDir = undefined;
    }
    config.plugins = (config.plugins ?? []).flat().filter((plugin) => !(plugin && typeof plugin === 'object' && 'name' in plugin && plugin.name === 'commune-custom-elements-manifest'));
    return config;
  },
};
export default config;
