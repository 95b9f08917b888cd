import { BackSide, NoBlending, PMREMGenerator, ShaderChunk, ShaderMaterial, type WebGLRenderer } from 'three';

/**
 * GGX samples per texel for the sharp levels. three.js r187 uses 256, which takes seconds
 * on software renderers (SwiftShader, where the tests and the benchmark run) and on low
 * phones; fabrics are rough and 32 well-distributed samples read the same.
 */
const LIGHT_GGX_SAMPLES = 32;

/** Side of the source mip integrated for the roughest levels (three.js: 16). */
const LIGHT_INTEGRATION_SIZE = 8;

const material = (name: string, uniforms: ShaderMaterial['uniforms'], fragmentShader: string) =>
  new ShaderMaterial({
    name,
    uniforms,
    vertexShader: ShaderChunk.cube_vert,
    fragmentShader,
    side: BackSide,
    blending: NoBlending,
    depthTest: false,
    depthWrite: false,
  });

// The GGX convolution of three.js's PMREMGenerator (MIT), with fewer samples.
const ggxMaterial = () =>
  material(
    'PMREMGGXConvolutionLight',
    { envMap: { value: null }, roughness: { value: 0 }, lodBias: { value: 0 } },
    /* glsl */ `
    #define GGX_SAMPLES ${LIGHT_GGX_SAMPLES}u
    varying vec3 vWorldDirection;
    uniform samplerCube envMap;
    uniform float roughness;
    uniform float lodBias;
    #include <common>
    float radicalInverse_VdC( uint bits ) {
      bits = ( bits << 16u ) | ( bits >> 16u );
      bits = ( ( bits & 0x55555555u ) << 1u ) | ( ( bits & 0xAAAAAAAAu ) >> 1u );
      bits = ( ( bits & 0x33333333u ) << 2u ) | ( ( bits & 0xCCCCCCCCu ) >> 2u );
      bits = ( ( bits & 0x0F0F0F0Fu ) << 4u ) | ( ( bits & 0xF0F0F0F0u ) >> 4u );
      bits = ( ( bits & 0x00FF00FFu ) << 8u ) | ( ( bits & 0xFF00FF00u ) >> 8u );
      return float( bits ) * 2.3283064365386963e-10;
    }
    vec2 hammersley( uint i, uint N ) { return vec2( float( i ) / float( N ), radicalInverse_VdC( i ) ); }
    void main() {
      vec3 N = normalize( vWorldDirection );
      if ( roughness < 0.001 ) { gl_FragColor = vec4( textureLod( envMap, N, 0.0 ).rgb, 1.0 ); return; }
      float alpha = roughness * roughness;
      float alpha2 = alpha * alpha;
      vec3 up = abs( N.z ) < 0.999 ? vec3( 0.0, 0.0, 1.0 ) : vec3( 1.0, 0.0, 0.0 );
      vec3 tangent = normalize( cross( up, N ) );
      vec3 bitangent = cross( N, tangent );
      vec3 prefilteredColor = vec3( 0.0 );
      float totalWeight = 0.0;
      // Fewer samples each cover a larger solid angle: read one mip coarser.
      float sampleBias = 0.5 * log2( 256.0 / float( GGX_SAMPLES ) );
      for ( uint i = 0u; i < GGX_SAMPLES; i ++ ) {
        vec2 Xi = hammersley( i, GGX_SAMPLES );
        float invQ = 1.0 / ( 1.0 - Xi.x + alpha2 * Xi.x );
        float NdotL = ( 1.0 - Xi.x - alpha2 * Xi.x ) * invQ;
        if ( NdotL > 0.0 ) {
          float phi = 2.0 * PI * Xi.y;
          float sinTheta = 2.0 * alpha * sqrt( Xi.x * ( 1.0 - Xi.x ) ) * invQ;
          vec3 L = N * NdotL + ( tangent * cos( phi ) + bitangent * sin( phi ) ) * sinTheta;
          float d = alpha2 * invQ;
          float lod = max( log2( d ) + lodBias + sampleBias, 0.0 );
          prefilteredColor += textureLod( envMap, L, lod ).rgb * NdotL;
          totalWeight += NdotL;
        }
      }
      gl_FragColor = vec4( prefilteredColor / totalWeight, 1.0 );
    }
  `,
  );

// The rough-level integration of three.js's PMREMGenerator (MIT), over a smaller source mip.
const integrationMaterial = () =>
  material(
    'PMREMGGXIntegrationLight',
    {
      envMap: { value: null },
      roughness: { value: 0 },
      sourceLod: { value: 0 },
      sourceSize: { value: LIGHT_INTEGRATION_SIZE },
    },
    /* glsl */ `
    varying vec3 vWorldDirection;
    uniform samplerCube envMap;
    uniform float roughness;
    uniform float sourceLod;
    uniform int sourceSize;
    void main() {
      vec3 N = normalize( vWorldDirection );
      float alpha = roughness * roughness;
      float alpha2 = alpha * alpha;
      float texelSize = 2.0 / float( sourceSize );
      // The generator picks the mip of a 16-texel face; read the one of sourceSize.
      float lod = sourceLod + log2( 16.0 / float( sourceSize ) );
      vec3 prefilteredColor = vec3( 0.0 );
      float totalWeight = 0.0;
      for ( int face = 0; face < 3; face ++ ) {
        for ( int y = 0; y < sourceSize; y ++ ) {
          for ( int x = 0; x < sourceSize; x ++ ) {
            vec2 uv = ( vec2( x, y ) + 0.5 ) * texelSize - 1.0;
            vec3 texelDirection = face == 0 ? vec3( 1.0, uv ) : ( face == 1 ? vec3( uv.x, 1.0, uv.y ) : vec3( uv, 1.0 ) );
            float invDistance = inversesqrt( 1.0 + dot( uv, uv ) );
            float NdotL = dot( N, texelDirection );
            texelDirection *= NdotL < 0.0 ? - 1.0 : 1.0;
            NdotL = abs( NdotL ) * invDistance;
            float d = 1.0 + alpha2 + ( alpha2 - 1.0 ) * NdotL;
            float weight = NdotL * invDistance * invDistance * invDistance / ( d * d );
            prefilteredColor += textureLod( envMap, texelDirection, lod ).rgb * weight;
            totalWeight += weight;
          }
        }
      }
      gl_FragColor = vec4( prefilteredColor / totalWeight, 1.0 );
    }
  `,
  );

/**
 * A PMREMGenerator with lighter prefiltering shaders, handed to it through its material
 * slots (three.js r187 fills `_ggxMaterial` and `_integrationMaterial` lazily when they
 * are null). Should a later three.js rename them, the generator simply keeps its own
 * shaders: slower, same output format.
 */
export function createLightPMREMGenerator(renderer: WebGLRenderer): PMREMGenerator {
  const generator = new PMREMGenerator(renderer);
  const slots = generator as unknown as Record<string, unknown>;
  if ('_ggxMaterial' in slots && '_integrationMaterial' in slots && slots['_ggxMaterial'] === null) {
    slots['_ggxMaterial'] = ggxMaterial();
    slots['_integrationMaterial'] = integrationMaterial();
  }
  return generator;
}
