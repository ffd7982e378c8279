import { usePrecompiledOptionsValidator, type AnyRule } from '../src/engine/index.js';
import { OPTION_VALIDATORS } from './option-validators.generated.js';
import arrayItemsDefined from './array-items-defined/index.js';
import collectionToolLimit from './collection-tool-limit/index.js';
import constraintInDescriptionOnly from './constraint-in-description-only/index.js';
import defaultValid from './default-valid/index.js';
import definitionNoSecrets from './definition-no-secrets/index.js';
import destructiveToolConfirmation from './destructive-tool-confirmation/index.js';
import destructiveToolEnvironment from './destructive-tool-environment/index.js';
import dialectShape from './dialect-shape/index.js';
import enumCodesExplained from './enum-codes-explained/index.js';
import enumValid from './enum-valid/index.js';
import errorObjectShape from './error-object-shape/index.js';
import keywordTypeApplicable from './keyword-type-applicable/index.js';
import mcpToolSchemaValid from './mcp-tool-schema-valid/index.js';
import nullableConsistent from './nullable-consistent/index.js';
import numberRangeBounded from './number-range-bounded/index.js';
import numericUnitStated from './numeric-unit-stated/index.js';
import outputSchemaEnvelope from './output-schema-envelope/index.js';
import paginationCursor from './pagination-cursor/index.js';
import paramCodeInjectionRisk from './param-code-injection-risk/index.js';
import paramConsistentAcrossTools from './param-consistent-across-tools/index.js';
import paramCount from './param-count/index.js';
import paramDefaultDocumented from './param-default-documented/index.js';
import paramDescriptionInformative from './param-description-informative/index.js';
import paramDescriptionRequired from './param-description-required/index.js';
import paramEnumSuggested from './param-enum-suggested/index.js';
import paramInternalExposed from './param-internal-exposed/index.js';
import paramNameCase from './param-name-case/index.js';
import paramTypeRequired from './param-type-required/index.js';
import patternValid from './pattern-valid/index.js';
import refResolvable from './ref-resolvable/index.js';
import registryTokenBudget from './registry-token-budget/index.js';
import registryToolCount from './registry-tool-count/index.js';
import requiredWithDefault from './required-with-default/index.js';
import schemaAdditionalProperties from './schema-additional-properties/index.js';
import schemaDepth from './schema-depth/index.js';
import schemaRequiredDeclared from './schema-required-declared/index.js';
import schemaRootObject from './schema-root-object/index.js';
import schemaSatisfiable from './schema-satisfiable/index.js';
import schemaTypeValid from './schema-type-valid/index.js';
import schemaValid from './schema-valid/index.js';
import sourceValid from './source-valid/index.js';
import strictModeCompatible from './strict-mode-compatible/index.js';
import strictModeEnabled from './strict-mode-enabled/index.js';
import stringFormatSuggested from './string-format-suggested/index.js';
import stringFormatValid from './string-format-valid/index.js';
import stringLengthBounded from './string-length-bounded/index.js';
import targetKeywordSupported from './target-keyword-supported/index.js';
import targetLimits from './target-limits/index.js';
import toolAnnotationsConsistent from './tool-annotations-consistent/index.js';
import toolCacheConfig from './tool-cache-config/index.js';
import toolChangelogConsistent from './tool-changelog-consistent/index.js';
import toolDeprecationComplete from './tool-deprecation-complete/index.js';
import toolDescriptionDestructiveWarning from './tool-description-destructive-warning/index.js';
import toolDescriptionEffects from './tool-description-effects/index.js';
import toolDescriptionExamples from './tool-description-examples/index.js';
import toolDescriptionInjection from './tool-description-injection/index.js';
import toolDescriptionLength from './tool-description-length/index.js';
import toolDescriptionReferences from './tool-description-references/index.js';
import toolDescriptionRequired from './tool-description-required/index.js';
import toolDescriptionReturns from './tool-description-returns/index.js';
import toolDescriptionVague from './tool-description-vague/index.js';
import toolDescriptionWhenNotToUse from './tool-description-when-not-to-use/index.js';
import toolDescriptionWhenToUse from './tool-description-when-to-use/index.js';
import toolKindConsistent from './tool-kind-consistent/index.js';
import toolMetadataTypes from './tool-metadata-types/index.js';
import toolNameCase from './tool-name-case/index.js';
import toolNamePattern from './tool-name-pattern/index.js';
import toolNameUnique from './tool-name-unique/index.js';
import toolNameVague from './tool-name-vague/index.js';
import toolNameVerb from './tool-name-verb/index.js';
import toolNearDuplicate from './tool-near-duplicate/index.js';
import toolSinglePurpose from './tool-single-purpose/index.js';
import toolVersionSemver from './tool-version-semver/index.js';
import writeToolIdempotencyKey from './write-tool-idempotency-key/index.js';

/**
 * Every built-in rule, sorted by id. `toolslint rules`, the presets and the docs table all
 * read this one list; test/rules/meta.test.ts checks that it is sorted and that each folder
 * under rules/ is in it.
 */
const ALL: AnyRule[] = [
  arrayItemsDefined,
  collectionToolLimit,
  constraintInDescriptionOnly,
  defaultValid,
  definitionNoSecrets,
  destructiveToolConfirmation,
  destructiveToolEnvironment,
  dialectShape,
  enumCodesExplained,
  enumValid,
  errorObjectShape,
  keywordTypeApplicable,
  mcpToolSchemaValid,
  nullableConsistent,
  numberRangeBounded,
  numericUnitStated,
  outputSchemaEnvelope,
  paginationCursor,
  paramCodeInjectionRisk,
  paramConsistentAcrossTools,
  paramCount,
  paramDefaultDocumented,
  paramDescriptionInformative,
  paramDescriptionRequired,
  paramEnumSuggested,
  paramInternalExposed,
  paramNameCase,
  paramTypeRequired,
  patternValid,
  refResolvable,
  registryTokenBudget,
  registryToolCount,
  requiredWithDefault,
  schemaAdditionalProperties,
  schemaDepth,
  schemaRequiredDeclared,
  schemaRootObject,
  schemaSatisfiable,
  schemaTypeValid,
  schemaValid,
  sourceValid,
  strictModeCompatible,
  strictModeEnabled,
  stringFormatSuggested,
  stringFormatValid,
  stringLengthBounded,
  targetKeywordSupported,
  targetLimits,
  toolAnnotationsConsistent,
  toolCacheConfig,
  toolChangelogConsistent,
  toolDeprecationComplete,
  toolDescriptionDestructiveWarning,
  toolDescriptionEffects,
  toolDescriptionExamples,
  toolDescriptionInjection,
  toolDescriptionLength,
  toolDescriptionReferences,
  toolDescriptionRequired,
  toolDescriptionReturns,
  toolDescriptionVague,
  toolDescriptionWhenNotToUse,
  toolDescriptionWhenToUse,
  toolKindConsistent,
  toolMetadataTypes,
  toolNameCase,
  toolNamePattern,
  toolNameUnique,
  toolNameVague,
  toolNameVerb,
  toolNearDuplicate,
  toolSinglePurpose,
  toolVersionSemver,
  writeToolIdempotencyKey,
];

export const RULES: ReadonlyMap<string, AnyRule> = new Map(ALL.map((rule) => [rule.meta.id, rule]));

// Each rule's options validator, written at build time from its schema (scripts/meta-validators.mjs).
const written = OPTION_VALIDATORS as unknown as Record<string, Parameters<typeof usePrecompiledOptionsValidator>[1] | undefined>;
for (const rule of ALL) {
  const validate = written[rule.meta.id];
  if (validate) usePrecompiledOptionsValidator(rule.meta.schema, validate);
}
