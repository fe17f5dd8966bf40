import type { Knex } from 'knex';
import type { ServiceImpact, ServiceImpactContributor, ServiceImpactRegistry } from '@seodang/sdk';

/** What plugins answer through `serviceImpact` for a service, all contributors together. */
export class ServiceImpacts implements ServiceImpactRegistry {
  private readonly contributors: ServiceImpactContributor[] = [];

  register(contributor: ServiceImpactContributor): void {
    this.contributors.push(contributor);
  }

  /** Every contributor's lines for this service in this channel; in use when any says so. */
  async of(db: Knex, channelId: number, service: string): Promise<Required<ServiceImpact>> {
    const answers = await Promise.all(
      this.contributors.filter((c) => c.service === service).map((c) => c.impact(db, channelId)),
    );
    return {
      lines: answers.flatMap((a) => a.lines),
      inUse: answers.some((a) => a.inUse === true),
    };
  }
}
