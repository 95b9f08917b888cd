// The Khronos glTF validator on a GLB's bytes (base64, as a browser test command passes
// them, or a Buffer): answers its issue counts and the messages of its errors.
import validator from 'gltf-validator';

export async function validateGltf(bytes) {
  const data = typeof bytes === 'string' ? Buffer.from(bytes, 'base64') : bytes;
  const report = await validator.validateBytes(new Uint8Array(data), { maxIssues: 100 });
  const { numErrors, numWarnings, messages } = report.issues;
  return {
    numErrors,
    numWarnings,
    errors: messages
      .filter((issue) => issue.severity === 0)
      .map((issue) => `${issue.code} ${issue.pointer ?? ''}: ${issue.message}`),
    images: report.info?.resources?.filter((resource) => resource.image).length ?? 0,
  };
}
