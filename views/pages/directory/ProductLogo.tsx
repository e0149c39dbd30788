import { useEffect, useRef, useState } from 'react';

/**
 * A product's logo, or its initial on a tinted square when the image cannot be loaded (a broken box with alt
 * text looks like a broken page). A load that failed before hydration is caught on mount as well.
 */
export function ProductLogo({ name, src, size, className, eager = false }: { name: string; src: string; size: number; className: string; eager?: boolean }) {
  const [failed, setFailed] = useState(!src);
  const ref = useRef<HTMLImageElement>(null);
  useEffect(() => {
    const img = ref.current;
    if (img?.complete && img.naturalWidth === 0) setFailed(true);
  }, [src]);
  if (failed) {
    return (
      <span role="img" aria-label={`${name} logo`} data-testid="logo-fallback" className={`${className} flex items-center justify-center bg-orange-100 font-bold text-orange-800`} style={{ fontSize: size / 2.4 }}>
        {(name.trim()[0] ?? '?').toUpperCase()}
      </span>
    );
  }
  return <img ref={ref} src={src} alt={`${name} logo`} width={size} height={size} loading={eager ? 'eager' : 'lazy'} decoding="async" onError={() => setFailed(true)} className={`${className} object-cover`} />;
}
