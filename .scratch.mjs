// src/openapi/sampler.ts
import { sample } from "openapi-sampler";

// src/openapi/sample-constraints.ts
import RandExp from "randexp";

// src/openapi/discriminator-choice.ts
var isSchema = (value) => value !== null && typeof value === "object" && !Array.isArray(value);
function oneOfDiscriminator(schema, access) {
  if (!Array.isArray(schema.oneOf) || schema.oneOf.length === 0) return void 0;
  const discriminator = isSchema(schema.discriminator) ? schema.discriminator : embeddedDiscriminator(schema.oneOf, access);
  if (!discriminator || typeof discriminator.propertyName !== "string" || !discriminator.propertyName) return void 0;
  const mapping = isSchema(discriminator.mapping) ? Object.entries(discriminator.mapping) : [];
  const values = schema.oneOf.map((option) => {
    const name = access.nameOf(option);
    if (name === void 0) return [];
    const mapped = mapping.filter(([, target]) => typeof target === "string" && targetName(target) === name).map(([value]) => value);
    return mapped.length ? mapped : [name];
  });
  return { propertyName: discriminator.propertyName, values };
}
function embeddedDiscriminator(options, access) {
  const found = options.map((option) => inheritedDiscriminator(option, access));
  const first = found[0];
  return first && found.every((each) => each?.propertyName === first.propertyName) ? first : void 0;
}
function inheritedDiscriminator(option, access) {
  const resolved = access.resolve(option);
  if (!resolved) return void 0;
  if (isSchema(resolved.discriminator) && !resolved.oneOf && !resolved.anyOf) return resolved.discriminator;
  for (const member of Array.isArray(resolved.allOf) ? resolved.allOf : []) {
    const base = access.resolve(member);
    if (base && isSchema(base.discriminator)) return base.discriminator;
  }
  return void 0;
}
function targetName(target) {
  return decodeSegment(target.slice(target.lastIndexOf("/") + 1));
}
function decodeSegment(segment) {
  return segment.replace(/~1/g, "/").replace(/~0/g, "~");
}

// src/openapi/sample-discriminators.ts
var isSchema2 = (value) => value !== null && typeof value === "object" && !Array.isArray(value);
function pinDiscriminatorValues(schema, value, access) {
  pin([schema], value, access);
}
function dereferencedAccess(nameOf) {
  return {
    resolve: (option) => isSchema2(option) ? option : void 0,
    nameOf: (option) => isSchema2(option) ? nameOf(option) : void 0
  };
}
function pin(schemas2, value, access) {
  if (value === null || typeof value !== "object") return;
  const applying = applyingSchemas(schemas2, access);
  if (!Array.isArray(value)) {
    for (const schema of applying) {
      const discriminator = oneOfDiscriminator(schema, access);
      const chosen = discriminator?.values[0]?.[0];
      if (discriminator && chosen !== void 0) value[discriminator.propertyName] = chosen;
    }
  }
  if (Array.isArray(value)) {
    const items = applying.map((schema) => schema.items).filter(isSchema2);
    if (items.length) for (const item of value) pin(items, item, access);
    return;
  }
  for (const [key, item] of Object.entries(value)) {
    const members = applying.map((schema) => isSchema2(schema.properties) && key in schema.properties ? schema.properties[key] : schema.additionalProperties).filter(isSchema2);
    if (members.length) pin(members, item, access);
  }
}
function applyingSchemas(schemas2, access) {
  const found = /* @__PURE__ */ new Set();
  const seen = /* @__PURE__ */ new Set();
  const add = (value) => {
    const schema = access.resolve(value);
    if (!schema || seen.has(schema)) return;
    seen.add(schema);
    for (const member of Array.isArray(schema.allOf) ? schema.allOf : []) add(member);
    if (Array.isArray(schema.oneOf) && schema.oneOf.length) add(schema.oneOf[0]);
    else if (Array.isArray(schema.anyOf) && schema.anyOf.length) add(schema.anyOf[0]);
    found.add(schema);
  };
  for (const schema of schemas2) add(schema);
  return [...found];
}

// src/openapi/sample-constraints.ts
var isSchema3 = (value) => value !== null && typeof value === "object" && !Array.isArray(value);
function finishedSample(schema, value, access) {
  pinDiscriminatorValues(schema, value, access);
  return meetConstraints(schema, value, access);
}
function meetConstraints(schema, value, access) {
  return fitted([schema], value, access);
}
function fitted(schemas2, value, access) {
  const applying = applyingSchemas(schemas2, access);
  if (typeof value === "string") return fittingString(documentedDefault(value, applying), applying);
  if (typeof value === "number") return fittingNumber(documentedDefault(value, applying), applying);
  if (Array.isArray(value)) {
    distinctItems(value, applying, access);
    const items = applying.map((schema) => schema.items).filter(isSchema3);
    if (items.length) value.forEach((item, index) => value[index] = fitted(items, item, access));
  } else if (isSchema3(value)) {
    for (const [key, item] of Object.entries(value)) {
      const members = applying.map((schema) => isSchema3(schema.properties) && key in schema.properties ? schema.properties[key] : schema.additionalProperties).filter(isSchema3);
      if (members.length) value[key] = fitted(members, item, access);
    }
  }
  return value;
}
function documentedDefault(value, schemas2) {
  for (const schema of schemas2) {
    const { enum: allowed, default: fallback } = schema;
    if (!Array.isArray(allowed) || value !== allowed[0] || fallback === value || !allowed.includes(fallback)) continue;
    if (schema.example === void 0 && schema.examples === void 0 && schema.const === void 0) return fallback;
  }
  return value;
}
function fittingString(value, schemas2) {
  if (schemas2.some((schema) => "enum" in schema || "const" in schema)) return value;
  const patterns = schemas2.map((schema) => schema.pattern).filter((pattern) => typeof pattern === "string");
  if (patterns.length === 0) return value;
  const expressions2 = patterns.map(compiled);
  if (expressions2.includes(void 0)) return value;
  const minLength = Math.max(0, ...schemas2.map((schema) => typeof schema.minLength === "number" ? schema.minLength : 0));
  const maxLength = Math.min(...schemas2.map((schema) => typeof schema.maxLength === "number" ? schema.maxLength : Infinity));
  const fits = (text) => expressions2.every((expression) => expression.test(text)) && text.length >= minLength && text.length <= maxLength;
  if (fits(value)) return value;
  for (const pattern of patterns) {
    const made = fromPattern(pattern);
    if (made !== void 0 && fits(made)) return made;
  }
  return value;
}
var expressions = /* @__PURE__ */ new Map();
function compiled(pattern) {
  if (!expressions.has(pattern)) {
    let expression;
    try {
      expression = new RegExp(pattern, "u");
    } catch {
      expression = void 0;
    }
    expressions.set(pattern, expression);
  }
  return expressions.get(pattern);
}
var madeFromPatterns = /* @__PURE__ */ new Map();
function fromPattern(pattern) {
  if (!madeFromPatterns.has(pattern)) {
    let made;
    try {
      const generator = new RandExp(compiled(pattern));
      generator.max = 4;
      generator.randInt = seededIntegers(pattern);
      made = generator.gen();
    } catch {
      made = void 0;
    }
    madeFromPatterns.set(pattern, made);
  }
  return madeFromPatterns.get(pattern);
}
function seededIntegers(text) {
  let state = 0;
  for (let index = 0; index < text.length; index++) state = Math.imul(state, 31) + text.charCodeAt(index) | 0;
  return (low, high) => {
    state = state + 1831565813 | 0;
    let mixed = Math.imul(state ^ state >>> 15, 1 | state);
    mixed = mixed + Math.imul(mixed ^ mixed >>> 7, 61 | mixed) ^ mixed;
    return low + Math.floor(((mixed ^ mixed >>> 14) >>> 0) / 4294967296 * (high - low + 1));
  };
}
function fittingNumber(value, schemas2) {
  if (schemas2.some((schema) => "enum" in schema || "const" in schema)) return value;
  const bounds = boundsOf(schemas2);
  if (bounds === void 0 || within(value, bounds)) return value;
  const { low, lowOpen, high, step, integer } = bounds;
  const start = Number.isFinite(low) ? low : Number.isFinite(high) ? Math.min(0, high) : 0;
  let candidate;
  if (step !== void 0) {
    candidate = Math.ceil(start / step) * step;
    if (lowOpen && candidate <= low) candidate += step;
    if (!Number.isFinite(low) && candidate > high) candidate = Math.floor(high / step) * step;
  } else if (integer) candidate = lowOpen && Number.isInteger(start) ? start + 1 : Math.ceil(start);
  else candidate = lowOpen ? Number.isFinite(high) ? (low + high) / 2 : low + 1 : start;
  return within(candidate, bounds) ? candidate : value;
}
function boundsOf(schemas2) {
  const bounds = { low: -Infinity, lowOpen: false, high: Infinity, highOpen: false, integer: false };
  const number = (value) => typeof value === "number" && Number.isFinite(value) ? value : void 0;
  for (const schema of schemas2) {
    if (schema.type === "integer" || Array.isArray(schema.type) && schema.type.includes("integer")) bounds.integer = true;
    const lows = [[number(schema.minimum), schema.exclusiveMinimum === true], [number(schema.exclusiveMinimum), true]];
    for (const [low, open] of lows)
      if (low !== void 0 && (low > bounds.low || low === bounds.low && open)) Object.assign(bounds, { low, lowOpen: open });
    const highs = [[number(schema.maximum), schema.exclusiveMaximum === true], [number(schema.exclusiveMaximum), true]];
    for (const [high, open] of highs)
      if (high !== void 0 && (high < bounds.high || high === bounds.high && open)) Object.assign(bounds, { high, highOpen: open });
    const step = number(schema.multipleOf);
    if (step !== void 0 && step > 0) {
      if (bounds.step !== void 0 && bounds.step !== step) return void 0;
      bounds.step = step;
    }
  }
  return bounds;
}
function within(value, { low, lowOpen, high, highOpen, step, integer }) {
  if (lowOpen ? value <= low : value < low) return false;
  if (highOpen ? value >= high : value > high) return false;
  if (integer && !Number.isInteger(value)) return false;
  return step === void 0 || Math.abs(value / step - Math.round(value / step)) < 1e-9;
}
function distinctItems(value, schemas2, access) {
  if (!schemas2.some((schema) => schema.uniqueItems === true) || new Set(value.map((item) => JSON.stringify(item))).size === value.length)
    return;
  const items = applyingSchemas(
    schemas2.map((schema) => schema.items),
    access
  );
  const allowed = items.find((schema) => Array.isArray(schema.enum))?.enum;
  const distinct = [...new Map((allowed ?? []).map((item) => [JSON.stringify(item), item])).values()];
  if (distinct.length >= value.length) value.splice(0, value.length, ...distinct.slice(0, value.length));
}

// src/openapi/sampler.ts
var isObject = (value) => value !== null && typeof value === "object" && !Array.isArray(value);
function sampleSchema(schema, direction, maxDepth = 8, nameOf = () => void 0) {
  const value = unpinnedSample(schema, direction, maxDepth);
  return value === void 0 ? value : finishedSample(schema, value, dereferencedAccess(nameOf));
}
function unpinnedSample(schema, direction, maxDepth) {
  if (!isObject(schema)) return void 0;
  try {
    return sample(schema, {
      skipReadOnly: direction === "request",
      skipWriteOnly: direction === "response",
      quiet: true,
      maxSampleDepth: maxDepth
    });
  } catch {
    return void 0;
  }
}

// ../../tmp/faults/s.mts
var which = process.argv[2];
var schemas = {
  redos: { type: "string", pattern: "^(a+)+$" },
  big: { type: "string", pattern: "^[a-z]{100000000}$" },
  items: { type: "array", minItems: 1e8, items: { type: "string" } },
  minlen: { type: "string", minLength: 1e8 }
};
var t = Date.now();
var v = sampleSchema(schemas[which], "response");
console.log(which, Date.now() - t, "ms", JSON.stringify(v)?.slice(0, 80));
