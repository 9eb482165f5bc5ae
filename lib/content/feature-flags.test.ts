import { DEFAULT_FEATURE_FLAGS, featureFlagsFrom } from './feature-flags';

const entry = (name: string, value: string) => ({ id: 1, name, value, dimension_value: null });

describe('featureFlagsFrom', () => {
  it('keeps the defaults for switches the datasource does not name', () => {
    expect(featureFlagsFrom([])).toEqual(DEFAULT_FEATURE_FLAGS);
  });

  it('reads "true" as on and any other value as off', () => {
    expect(
      featureFlagsFrom([
        entry('renewal_promotion_enabled', 'false'),
        entry('prospect_switch_journey_enabled', 'true'),
      ]),
    ).toEqual({ prospectSwitchJourneyEnabled: true, renewalPromotionEnabled: false });
    expect(featureFlagsFrom([entry('prospect_switch_journey_enabled', 'yes')])).toMatchObject({
      prospectSwitchJourneyEnabled: false,
    });
  });
});
