import type { Check } from '../check.js';
import additionalPropertiesClosed from './additional-properties-closed.js';
import additionalPropertiesOpened from './additional-properties-opened.js';
import branchAdded from './branch-added.js';
import branchRemoved from './branch-removed.js';
import constChanged from './const-changed.js';
import constDropped from './const-dropped.js';
import constIntroduced from './const-introduced.js';
import defaultChanged from './default-changed.js';
import enumDropped from './enum-dropped.js';
import enumIntroduced from './enum-introduced.js';
import enumValueAdded from './enum-value-added.js';
import enumValueRemoved from './enum-value-removed.js';
import exclusiveMaximumRelaxed from './exclusive-maximum-relaxed.js';
import exclusiveMaximumSet from './exclusive-maximum-set.js';
import exclusiveMaximumTightened from './exclusive-maximum-tightened.js';
import exclusiveMinimumRelaxed from './exclusive-minimum-relaxed.js';
import exclusiveMinimumSet from './exclusive-minimum-set.js';
import exclusiveMinimumTightened from './exclusive-minimum-tightened.js';
import formatAdded from './format-added.js';
import formatChanged from './format-changed.js';
import formatRemoved from './format-removed.js';
import inputSchemaNarrowed from './input-schema-narrowed.js';
import maxItemsRelaxed from './max-items-relaxed.js';
import maxItemsSet from './max-items-set.js';
import maxItemsTightened from './max-items-tightened.js';
import maxLengthRelaxed from './max-length-relaxed.js';
import maxLengthSet from './max-length-set.js';
import maxLengthTightened from './max-length-tightened.js';
import maximumRelaxed from './maximum-relaxed.js';
import maximumSet from './maximum-set.js';
import maximumTightened from './maximum-tightened.js';
import minItemsRelaxed from './min-items-relaxed.js';
import minItemsSet from './min-items-set.js';
import minItemsTightened from './min-items-tightened.js';
import minLengthRelaxed from './min-length-relaxed.js';
import minLengthSet from './min-length-set.js';
import minLengthTightened from './min-length-tightened.js';
import minimumRelaxed from './minimum-relaxed.js';
import minimumSet from './minimum-set.js';
import minimumTightened from './minimum-tightened.js';
import multipleOfChanged from './multiple-of-changed.js';
import multipleOfRelaxed from './multiple-of-relaxed.js';
import multipleOfSet from './multiple-of-set.js';
import multipleOfTightened from './multiple-of-tightened.js';
import outputSchemaAdded from './output-schema-added.js';
import outputSchemaRemoved from './output-schema-removed.js';
import paramAddedOptional from './param-added-optional.js';
import paramAddedRequired from './param-added-required.js';
import paramAddedRequiredWithDefault from './param-added-required-with-default.js';
import paramBecameOptional from './param-became-optional.js';
import paramBecameRequired from './param-became-required.js';
import paramDescriptionChanged from './param-description-changed.js';
import paramRemoved from './param-removed.js';
import paramRemovedFromOpenObject from './param-removed-from-open-object.js';
import patternAdded from './pattern-added.js';
import patternChanged from './pattern-changed.js';
import patternRemoved from './pattern-removed.js';
import toolAdded from './tool-added.js';
import toolBecameDestructive from './tool-became-destructive.js';
import toolBecameNonIdempotent from './tool-became-non-idempotent.js';
import toolBecameOpenWorld from './tool-became-open-world.js';
import toolBecameWritable from './tool-became-writable.js';
import toolDeprecated from './tool-deprecated.js';
import toolDescriptionChanged from './tool-description-changed.js';
import toolRemoved from './tool-removed.js';
import toolRemovedBeforeSunset from './tool-removed-before-sunset.js';
import toolRenamed from './tool-renamed.js';
import toolStrictToggled from './tool-strict-toggled.js';
import toolVersionUnderBumped from './tool-version-under-bumped.js';
import typeChanged from './type-changed.js';
import typeNarrowed from './type-narrowed.js';
import typeWidened from './type-widened.js';
import uniqueItemsRelaxed from './unique-items-relaxed.js';
import uniqueItemsSet from './unique-items-set.js';

/**
 * Every check, sorted by id: the one list that runs the differ and prints the checks table.
 * A schema check also registers its output mirror (see `checkInfos`).
 */
export const CHECKS: readonly Check[] = [
  additionalPropertiesClosed,
  additionalPropertiesOpened,
  branchAdded,
  branchRemoved,
  constChanged,
  constDropped,
  constIntroduced,
  defaultChanged,
  enumDropped,
  enumIntroduced,
  enumValueAdded,
  enumValueRemoved,
  exclusiveMaximumRelaxed,
  exclusiveMaximumSet,
  exclusiveMaximumTightened,
  exclusiveMinimumRelaxed,
  exclusiveMinimumSet,
  exclusiveMinimumTightened,
  formatAdded,
  formatChanged,
  formatRemoved,
  inputSchemaNarrowed,
  maxItemsRelaxed,
  maxItemsSet,
  maxItemsTightened,
  maxLengthRelaxed,
  maxLengthSet,
  maxLengthTightened,
  maximumRelaxed,
  maximumSet,
  maximumTightened,
  minItemsRelaxed,
  minItemsSet,
  minItemsTightened,
  minLengthRelaxed,
  minLengthSet,
  minLengthTightened,
  minimumRelaxed,
  minimumSet,
  minimumTightened,
  multipleOfChanged,
  multipleOfRelaxed,
  multipleOfSet,
  multipleOfTightened,
  outputSchemaAdded,
  outputSchemaRemoved,
  paramAddedOptional,
  paramAddedRequired,
  paramAddedRequiredWithDefault,
  paramBecameOptional,
  paramBecameRequired,
  paramDescriptionChanged,
  paramRemoved,
  paramRemovedFromOpenObject,
  patternAdded,
  patternChanged,
  patternRemoved,
  toolAdded,
  toolBecameDestructive,
  toolBecameNonIdempotent,
  toolBecameOpenWorld,
  toolBecameWritable,
  toolDeprecated,
  toolDescriptionChanged,
  toolRemoved,
  toolRemovedBeforeSunset,
  toolRenamed,
  toolStrictToggled,
  toolVersionUnderBumped,
  typeChanged,
  typeNarrowed,
  typeWidened,
  uniqueItemsRelaxed,
  uniqueItemsSet,
];
