/**
 * A field that takes a recovery code must open a phone's letter keyboard (probe 45, finding 3:
 * every such field had `inputmode="numeric"`). The fields themselves are scanned in the source, so
 * a new one that sets its own hints is caught; the two StepUpFields blocks are rendered.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { StepUpFields as AdminStepUpFields } from './step-up-fields';
import { StepUpFields as AccountStepUpFields } from '../../routes/-components/account/step-up-fields';

const clientRoot = join(import.meta.dirname, '../..');

function tsxFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return tsxFiles(path);
    return e.name.endsWith('.tsx') && !e.name.endsWith('.test.tsx') ? [path] : [];
  });
}

interface CodeField {
  file: string;
  label: string;
  literalOneTimeCode: boolean;
  literalNumeric: boolean;
  spreads: string[];
}

/** Every JSX element that is a code field: one-time-code hints, or a label or hint naming a code. */
function codeFields(): CodeField[] {
  const found: CodeField[] = [];
  for (const path of tsxFiles(clientRoot)) {
    const source = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
    const visit = (node: ts.Node) => {
      if (ts.isJsxSelfClosingElement(node) || ts.isJsxOpeningElement(node)) {
        const field: CodeField = {
          file: relative(clientRoot, path),
          label: '',
          literalOneTimeCode: false,
          literalNumeric: false,
          spreads: [],
        };
        const texts: string[] = [];
        for (const attr of node.attributes.properties) {
          if (ts.isJsxSpreadAttribute(attr)) field.spreads.push(attr.expression.getText(source));
          else if (attr.initializer) {
            const name = attr.name.getText(source);
            const value = attr.initializer.getText(source);
            if (name === 'autoComplete' && value.includes('one-time-code')) field.literalOneTimeCode = true;
            if (name === 'inputMode' && value.includes('numeric')) field.literalNumeric = true;
            if (name === 'label') field.label = value;
            if (name === 'label' || name === 'hint') texts.push(value);
          }
        }
        const namesACode = texts.some((t) => /recovery code|authenticat\w* code|6-digit code/i.test(t));
        const usesHints = field.spreads.some((s) => s === 'ANY_CODE_INPUT' || s === 'TOTP_ONLY_INPUT');
        if (field.literalOneTimeCode || namesACode || usesHints) found.push(field);
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return found;
}

const fields = codeFields();

describe('second-factor code fields', () => {
  it('finds the fields it checks (sign-in step, re-sign-in, 2FA panel, passkeys, both step-up blocks)', () => {
    expect(new Set(fields.map((f) => f.file))).toEqual(
      new Set([
        'routes/-components/auth/two-factor-step.tsx',
        'components/admin-frame/re-sign-in-dialog.tsx',
        'components/settings/two-factor-panel.tsx',
        'routes/-components/account/passkeys-panel.tsx',
        'components/ui/step-up-fields.tsx',
        'routes/-components/account/step-up-fields.tsx',
      ]),
    );
  });

  it('take their keyboard hints from code-input.ts, never their own', () => {
    expect(fields.filter((f) => f.literalOneTimeCode || f.literalNumeric)).toEqual([]);
  });

  it('open the letter keyboard, except the set-up first code (before any recovery code exists)', () => {
    const digitPad = fields.filter((f) => !f.spreads.includes('ANY_CODE_INPUT'));
    expect(digitPad.map((f) => [f.file, f.label])).toEqual([['components/settings/two-factor-panel.tsx', '"6-digit code"']]);
    expect(digitPad[0]?.spreads).toContain('TOTP_ONLY_INPUT');
  });
});

const registered = (name: string): UseFormRegisterReturn => ({
  name,
  onChange: async () => undefined,
  onBlur: async () => undefined,
  ref: () => undefined,
});

/** The attributes of the input whose label names a code. */
function codeInputOf(html: string): string {
  const inputs = html.match(/<input[^>]*>/g) ?? [];
  const input = inputs.find((i) => /name="code"/.test(i));
  if (!input) throw new Error(`no code input in ${html}`);
  return input;
}

describe.each([
  [
    'the admin step-up block',
    () =>
      renderToStaticMarkup(<AdminStepUpFields why="Why" password={registered('currentPassword')} code={registered('code')} errors={{}} />),
  ],
  [
    'the account step-up block',
    () => renderToStaticMarkup(<AccountStepUpFields password={registered('currentPassword')} code={registered('code')} errors={{}} />),
  ],
])('%s', (_name, render) => {
  it('renders its code field for letters as well as digits', () => {
    const input = codeInputOf(render());
    expect(input).toMatch(/\sinputMode="text"/i);
    expect(input).toMatch(/\sautoCapitalize="off"/i);
    expect(input).toMatch(/\sautoCorrect="off"/i);
    expect(input).toMatch(/\sspellCheck="false"/i);
    expect(input).toMatch(/\sautoComplete="one-time-code"/i);
  });
});
