/**
 * The DOMPurify engine of html-text's sanitizing, a chunk of its own: loaded only in browsers without the
 * HTML Sanitizer API (sanitize.ts). Its configuration follows the same policy as the native path: DOMPurify's
 * own allow-list, less `<style>` and forms (which the native policy leaves out), plus link `target`.
 */
import DOMPurify from 'dompurify';

const FORBID_TAGS = [
  'style',
  'form',
  'input',
  'textarea',
  'select',
  'option',
  'optgroup',
  'datalist',
  'fieldset',
  'legend',
  'label',
  'output',
  'dialog',
  'template',
  'slot',
  'shadow',
  'content',
  'element',
  'decorator',
  'canvas',
  'map',
  'area',
  'marquee',
  'blink',
  'menuitem',
  'spacer',
];

export function purifyHtml(html: string): string {
  if (html.trim() === '') return '';
  return DOMPurify.sanitize(html, { ADD_ATTR: ['target'], FORBID_TAGS });
}
