import type { Check } from '../check.js';
import additionalPropertiesClosed from './additional-properties-closed.js';
import additionalPropertiesOpened from './additional-properties-opened.js';
import allOfBranchAdded from './all-of-branch-added.js';
import allOfBranchRemoved from './all-of-branch-removed.js';
import annotationChanged from './annotation-changed.js';
import branchAdded from './branch-added.js';
import branchRemoved from './branch-removed.js';
import branchesDropped from './branches-dropped.js';
import branchesIntroduced from './branches-introduced.js';
import builtinToolChanged from './builtin-tool-changed.js';
import conditionalAdded from './conditional-added.js';
import conditionalChanged from './conditional-changed.js';
import conditionalRemoved from './conditional-removed.js';
import constChanged from './const-changed.js';
import constDropped from './const-dropped.js';
import constIntroduced from './const-introduced.js';
import containsAdded from './contains-added.js';
import containsRemoved from './contains-removed.js';
import contentSchemaChanged from './content-schema-changed.js';
import defaultChanged from './default-changed.js';
import dependentRequiredAdded from './dependent-required-added.js';
import dependentRequiredRemoved from './dependent-required-removed.js';
import dependentSchemaAdded from './dependent-schema-added.js';
import dependentSchemaChanged from './dependent-schema-changed.js';
import dependentSchemaRemoved from './dependent-schema-removed.js';
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
import itemsClosed from './items-closed.js';
import itemsOpened from './items-opened.js';
import maxContainsRelaxed from './max-contains-relaxed.js';
import maxContainsSet from './max-contains-set.js';
import maxContainsTightened from './max-contains-tightened.js';
import maxItemsRelaxed from './max-items-relaxed.js';
import maxItemsSet from './max-items-set.js';
import maxItemsTightened from './max-items-tightened.js';
import maxLengthRelaxed from './max-length-relaxed.js';
import maxLengthSet from './max-length-set.js';
import maxLengthTightened from './max-length-tightened.js';
import maxPropertiesRelaxed from './max-properties-relaxed.js';
import maxPropertiesSet from './max-properties-set.js';
import maxPropertiesTightened from './max-properties-tightened.js';
import maximumRelaxed from './maximum-relaxed.js';
import maximumSet from './maximum-set.js';
import maximumTightened from './maximum-tightened.js';
import minContainsRelaxed from './min-contains-relaxed.js';
import minContainsSet from './min-contains-set.js';
import minContainsTightened from './min-contains-tightened.js';
import minItemsRelaxed from './min-items-relaxed.js';
import minItemsSet from './min-items-set.js';
import minItemsTightened from './min-items-tightened.js';
import minLengthRelaxed from './min-length-relaxed.js';
import minLengthSet from './min-length-set.js';
import minLengthTightened from './min-length-tightened.js';
import minPropertiesRelaxed from './min-properties-relaxed.js';
import minPropertiesSet from './min-properties-set.js';
import minPropertiesTightened from './min-properties-tightened.js';
import minimumRelaxed from './minimum-relaxed.js';
import minimumSet from './minimum-set.js';
import minimumTightened from './minimum-tightened.js';
import multipleOfChanged from './multiple-of-changed.js';
import multipleOfRelaxed from './multiple-of-relaxed.js';
import multipleOfSet from './multiple-of-set.js';
import multipleOfTightened from './multiple-of-tightened.js';
import nonToolElementAdded from './non-tool-element-added.js';
import notAdded from './not-added.js';
import notChanged from './not-changed.js';
import notRemoved from './not-removed.js';
import operationIdRenamed from './operation-id-renamed.js';
import outputSchemaAdded from './output-schema-added.js';
import outputSchemaRemoved from './output-schema-removed.js';
import paramAddedOptional from './param-added-optional.js';
import paramAddedRequired from './param-added-required.js';
import paramAddedRequiredWithDefault from './param-added-required-with-default.js';
import paramBecameAllowed from './param-became-allowed.js';
import paramBecameForbidden from './param-became-forbidden.js';
import paramBecameOptional from './param-became-optional.js';
import paramBecameRequired from './param-became-required.js';
import paramDescriptionChanged from './param-description-changed.js';
import paramRemoved from './param-removed.js';
import paramRemovedFromOpenObject from './param-removed-from-open-object.js';
import patternAdded from './pattern-added.js';
import patternChanged from './pattern-changed.js';
import patternPropertyAdded from './pattern-property-added.js';
import patternPropertyRemoved from './pattern-property-removed.js';
import patternRelaxed from './pattern-relaxed.js';
import patternRemoved from './pattern-removed.js';
import patternTightened from './pattern-tightened.js';
import prefixItemAdded from './prefix-item-added.js';
import prefixItemRemoved from './prefix-item-removed.js';
import propertyNamesAdded from './property-names-added.js';
import propertyNamesRemoved from './property-names-removed.js';
import refTargetChanged from './ref-target-changed.js';
import requiredUndeclaredAdded from './required-undeclared-added.js';
import schemaChangedUnclassified from './schema-changed-unclassified.js';
import toolAdded from './tool-added.js';
import toolAvailabilityChanged from './tool-availability-changed.js';
import toolBecameDestructive from './tool-became-destructive.js';
import toolBecameNonIdempotent from './tool-became-non-idempotent.js';
import toolBecameOpenWorld from './tool-became-open-world.js';
import toolBecameWritable from './tool-became-writable.js';
import toolChangedUnclassified from './tool-changed-unclassified.js';
import toolDeprecated from './tool-deprecated.js';
import toolDescriptionChanged from './tool-description-changed.js';
import toolDisplayChanged from './tool-display-changed.js';
import toolReferenceNameChanged from './tool-reference-name-changed.js';
import toolRemoved from './tool-removed.js';
import toolRemovedBeforeSunset from './tool-removed-before-sunset.js';
import toolRenamed from './tool-renamed.js';
import toolStrictToggled from './tool-strict-toggled.js';
import toolVersionUnderBumped from './tool-version-under-bumped.js';
import typeChanged from './type-changed.js';
import typeNarrowed from './type-narrowed.js';
import typeWidened from './type-widened.js';
import unevaluatedItemsClosed from './unevaluated-items-closed.js';
import unevaluatedItemsOpened from './unevaluated-items-opened.js';
import unevaluatedPropertiesClosed from './unevaluated-properties-closed.js';
import unevaluatedPropertiesOpened from './unevaluated-properties-opened.js';
import uniqueItemsRelaxed from './unique-items-relaxed.js';
import uniqueItemsSet from './unique-items-set.js';

/**
 * Every check, sorted by id: the one list that runs the differ and prints the checks table.
 * A schema check also registers its output mirror (see `checkInfos`).
 */
export const CHECKS: readonly Check[] = [
  additionalPropertiesClosed,
  additionalPropertiesOpened,
  allOfBranchAdded,
  allOfBranchRemoved,
  annotationChanged,
  branchAdded,
  branchRemoved,
  branchesDropped,
  branchesIntroduced,
  builtinToolChanged,
  conditionalAdded,
  conditionalChanged,
  conditionalRemoved,
  constChanged,
  constDropped,
  constIntroduced,
  containsAdded,
  containsRemoved,
  contentSchemaChanged,
  defaultChanged,
  dependentRequiredAdded,
  dependentRequiredRemoved,
  dependentSchemaAdded,
  dependentSchemaChanged,
  dependentSchemaRemoved,
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
  itemsClosed,
  itemsOpened,
  maxContainsRelaxed,
  maxContainsSet,
  maxContainsTightened,
  maxItemsRelaxed,
  maxItemsSet,
  maxItemsTightened,
  maxLengthRelaxed,
  maxLengthSet,
  maxLengthTightened,
  maxPropertiesRelaxed,
  maxPropertiesSet,
  maxPropertiesTightened,
  maximumRelaxed,
  maximumSet,
  maximumTightened,
  minContainsRelaxed,
  minContainsSet,
  minContainsTightened,
  minItemsRelaxed,
  minItemsSet,
  minItemsTightened,
  minLengthRelaxed,
  minLengthSet,
  minLengthTightened,
  minPropertiesRelaxed,
  minPropertiesSet,
  minPropertiesTightened,
  minimumRelaxed,
  minimumSet,
  minimumTightened,
  multipleOfChanged,
  multipleOfRelaxed,
  multipleOfSet,
  multipleOfTightened,
  nonToolElementAdded,
  notAdded,
  notChanged,
  notRemoved,
  operationIdRenamed,
  outputSchemaAdded,
  outputSchemaRemoved,
  paramAddedOptional,
  paramAddedRequired,
  paramAddedRequiredWithDefault,
  paramBecameAllowed,
  paramBecameForbidden,
  paramBecameOptional,
  paramBecameRequired,
  paramDescriptionChanged,
  paramRemoved,
  paramRemovedFromOpenObject,
  patternAdded,
  patternChanged,
  patternPropertyAdded,
  patternPropertyRemoved,
  patternRelaxed,
  patternRemoved,
  patternTightened,
  prefixItemAdded,
  prefixItemRemoved,
  propertyNamesAdded,
  propertyNamesRemoved,
  refTargetChanged,
  requiredUndeclaredAdded,
  schemaChangedUnclassified,
  toolAdded,
  toolAvailabilityChanged,
  toolBecameDestructive,
  toolBecameNonIdempotent,
  toolBecameOpenWorld,
  toolBecameWritable,
  toolChangedUnclassified,
  toolDeprecated,
  toolDescriptionChanged,
  toolDisplayChanged,
  toolReferenceNameChanged,
  toolRemoved,
  toolRemovedBeforeSunset,
  toolRenamed,
  toolStrictToggled,
  toolVersionUnderBumped,
  typeChanged,
  typeNarrowed,
  typeWidened,
  unevaluatedItemsClosed,
  unevaluatedItemsOpened,
  unevaluatedPropertiesClosed,
  unevaluatedPropertiesOpened,
  uniqueItemsRelaxed,
  uniqueItemsSet,
];
