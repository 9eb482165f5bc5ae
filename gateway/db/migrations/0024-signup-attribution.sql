-- Where a sign-up came from, kept with it: a friend's referral code (/r/{code}), a telesales
-- agent (/CC33/{id}) and a partner (/elmo/{id}), each optional. The referral code is kept as
-- given (upper case); referrer_account_id is set only when it matched an account that could
-- earn the reward and was not the new customer's own, and then a Pending referral is added
-- for the referrer, linked to the friend's new account so both sides can be credited when the
-- switch completes.
ALTER TABLE signups ADD COLUMN referral_code TEXT
  CHECK (referral_code IS NULL OR length(referral_code) BETWEEN 3 AND 32);
ALTER TABLE signups ADD COLUMN referrer_account_id INTEGER REFERENCES accounts (id)
  CHECK (referrer_account_id IS NULL OR referral_code IS NOT NULL);
ALTER TABLE signups ADD COLUMN agent_id TEXT
  CHECK (agent_id IS NULL OR length(agent_id) BETWEEN 1 AND 64);
ALTER TABLE signups ADD COLUMN partner_id TEXT
  CHECK (partner_id IS NULL OR length(partner_id) BETWEEN 1 AND 64);

-- The friend's account a referral brought in (NULL for referrals made before sign-up kept
-- them): one referral per friend.
ALTER TABLE referrals ADD COLUMN friend_account_id INTEGER REFERENCES accounts (id);
CREATE UNIQUE INDEX referrals_by_friend ON referrals (friend_account_id);
