import Head from 'next/head';
import styles from './index.module.css';

export default function Home() {
  return (
    <>
      <Head>
        <title>So Energy: great value green energy made easy</title>
        <meta
          name="description"
          content="100% renewable electricity, fair prices and friendly UK-based support."
        />
      </Head>
      <div className={styles.home}>
        <h1 className={styles.title}>Great value green energy made easy</h1>
        <p className={styles.lead}>
          Renewable electricity and carbon-conscious gas at fair prices, with friendly support from
          a team based in the UK.
        </p>
      </div>
    </>
  );
}
