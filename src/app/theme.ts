/**
 * The Chakra v3 system of the app: the default preset plus a red brand palette
 * (#c53030, the Login button and the theme colour of the manifest).
 */
import { createSystem, defaultConfig, defineConfig } from '@chakra-ui/react';

export const BRAND_COLOR = '#c53030';

const config = defineConfig({
  theme: {
    tokens: {
      colors: {
        brand: {
          50: { value: '#fff5f5' },
          100: { value: '#fed7d7' },
          200: { value: '#feb2b2' },
          300: { value: '#fc8181' },
          400: { value: '#f56565' },
          500: { value: '#e53e3e' },
          600: { value: BRAND_COLOR },
          700: { value: '#9b2c2c' },
          800: { value: '#822727' },
          900: { value: '#63171b' },
          950: { value: '#3b0d10' },
        },
      },
    },
    semanticTokens: {
      colors: {
        // The keys a colorPalette needs (solid, contrast, fg, muted, subtle, emphasized, focusRing).
        brand: {
          solid: { value: '{colors.brand.600}' },
          contrast: { value: 'white' },
          fg: { value: { _light: '{colors.brand.700}', _dark: '{colors.brand.300}' } },
          muted: { value: { _light: '{colors.brand.100}', _dark: '{colors.brand.900}' } },
          subtle: { value: { _light: '{colors.brand.50}', _dark: '{colors.brand.950}' } },
          emphasized: { value: { _light: '{colors.brand.200}', _dark: '{colors.brand.800}' } },
          focusRing: { value: '{colors.brand.500}' },
        },
      },
    },
  },
  globalCss: {
    'html, body': { minHeight: '100%' },
  },
});

export const system = createSystem(defaultConfig, config);
