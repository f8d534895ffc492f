'use strict';

// The app's definition against Zapier's own schema package, as `zapier validate` and `zapier push`
// check it: no server needed.
const assert = require('node:assert/strict');
const { test } = require('node:test');
const { validateAppDefinition } = require('zapier-platform-schema');
const schemaTools = require('zapier-platform-core/src/tools/schema');
const App = require('../index');

/** The definition as Zapier uploads it: functions written as $func$ references. */
const serialized = () => schemaTools.serializeApp(schemaTools.compileApp(App));

test('the app validates with zapier-platform-schema', () => {
  const { errors } = validateAppDefinition(serialized());
  assert.deepEqual(
    errors.map((error) => `${error.property} ${error.message}`),
    [],
  );
});

test('a broken definition is caught: the check is not vacuous', () => {
  const broken = serialized();
  delete broken.triggers.order_status_changed.display.label;
  broken.creates.send_postcard.operation.inputFields[0].type = 'no-such-type';
  const { errors } = validateAppDefinition(broken);
  assert.ok(errors.length >= 2, JSON.stringify(errors.map((e) => e.stack)));
});

test('every visible trigger, action and search explains itself and every input field has a label', () => {
  const app = serialized();
  const visible = [
    ...Object.values(app.triggers),
    ...Object.values(app.creates),
    ...Object.values(app.searches),
  ].filter((item) => !item.display.hidden);
  assert.deepEqual(visible.map((item) => item.key).sort(), [
    'add_contact',
    'call_received',
    'find_order',
    'order_status_changed',
    'qr_code_scanned',
    'send_list',
    'send_postcard',
  ]);
  for (const item of visible) {
    assert.match(item.display.description, /^\S.{20,}/, item.key);
    assert.ok(item.operation.sample, `${item.key} has a sample`);
    for (const field of item.operation.inputFields || []) assert.ok(field.label, `${item.key}.${field.key}`);
  }
});
