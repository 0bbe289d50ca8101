import { useEffect, useState } from 'react';
import { Avatar, Image } from '@mantine/core';
import { apiFetch, initialsOf, isProductionBackend, useSession } from '@qms/shared-api';

/** The tenant's logo from GET /qms-api/tenant-config/logo; the tenant's initials when there is none. */
export function TenantLogo() {
  const session = useSession();
  const [logoUrl, setLogoUrl] = useState<string | null>(null);

  useEffect(() => {
    // spec 1 §2.3: only the real backend has tenant logos
    if (!session || !isProductionBackend()) return;
    let objectUrl: string | null = null;
    let cancelled = false;
    apiFetch('/qms-api/tenant-config/logo')
      .then((response) => response.blob())
      .then((blob) => {
        if (cancelled || blob.size === 0) return;
        // eslint-disable-next-line no-restricted-properties -- an <img> source, no download: revoked on unmount below
        objectUrl = URL.createObjectURL(blob);
        setLogoUrl(objectUrl);
      })
      .catch(() => setLogoUrl(null));
    return () => {
      cancelled = true;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [session]);

  const tenantName = session?.user.tenantName ?? '';
  if (logoUrl)
    return <Image src={logoUrl} alt={tenantName} h={64} w="auto" fit="contain" data-testid="tenant-logo" />;
  return (
    <Avatar color="indigo" radius="xl" size="lg" title={tenantName} data-testid="tenant-initials">
      {initialsOf(tenantName)}
    </Avatar>
  );
}
